# Cardroom: docker build -t cardroom . && docker run --env-file .env -v cardroom-data:/data cardroom
# Operations (stop, back up, restore, upgrade, health): docs/operations.md
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /app
COPY pyproject.toml README.md ./
COPY games ./games
COPY bot ./bot
# The database (every table and every move), its lock and its heartbeat live on the /data
# volume. ./data is a link to it, so the default DATABASE_PATH (./data/cardroom.db, as in
# .env.example) and /data/cardroom.db are the same file, on the volume, writable by the user.
RUN pip install . \
    && useradd --system --uid 10001 --home-dir /app --shell /usr/sbin/nologin cardroom \
    && mkdir -p /data && chown cardroom /data \
    && ln -s /data /app/data

USER cardroom
VOLUME ["/data"]

# Healthy while the bot is connected to Discord (its heartbeat, beside the database).
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
    CMD ["python", "-m", "bot", "health"]

# Exec form: Python itself gets docker stop's SIGTERM and stops cleanly within 8 s.
CMD ["python", "-m", "bot"]
