# Cardroom: docker build -t cardroom . && docker run --env-file .env -v cardroom-data:/data cardroom
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    DATABASE_PATH=/data/cardroom.db

WORKDIR /app
COPY pyproject.toml README.md ./
COPY games ./games
COPY bot ./bot
RUN pip install . \
    && useradd --system --uid 10001 --home-dir /app --shell /usr/sbin/nologin cardroom \
    && mkdir -p /data && chown cardroom /data

USER cardroom
# The database (every table and every move) lives on this volume.
VOLUME ["/data"]

CMD ["python", "-m", "bot"]
