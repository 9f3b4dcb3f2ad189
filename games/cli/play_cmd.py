"""``play GAME``: play one seat in the terminal against computer seats."""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable, Sequence
from typing import Any, TextIO

from games import AnyMatch, match_class
from games.actions import Action
from games.cli.common import fail, parse_options
from games.cli.render import pretty_text, render, seat_names
from games.errors import CardroomError, IllegalAction, MalformedAction
from games.players import choose_for, make_player

HELP = """Type the number of a move, or the move itself (e.g. 'play 10h', 'bid 17', 'pass').
Other commands: 'table' shows the table again, 'help' shows this, 'quit' leaves."""


def add_parser(sub: Any, games: tuple[str, ...]) -> None:
    p = sub.add_parser("play", help="play one seat in the terminal against computer seats")
    p.add_argument("game", choices=games)
    p.add_argument("--seat", type=int, default=0, help="your seat (default 0)")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--options", default=None, help="house rules as JSON")
    p.add_argument("--seats", type=int, default=None, help="seat count (Tonk)")
    p.add_argument("--level", default="random", help="computer level")
    p.set_defaults(run=run)


class TerminalGame:
    """The loop between one human seat and the computer seats; I/O streams are injectable."""

    def __init__(
        self,
        match: AnyMatch,
        seat: int,
        level: str,
        *,
        rng: random.Random,
        read: Callable[[str], str],
        out: TextIO,
    ) -> None:
        self.match, self.seat, self.rng, self.read, self.out = match, seat, rng, read, out
        self.player = make_player(level, match.game)
        self.names = seat_names(match.seats, seat)
        self._offered_version = -1
        self._shown_results = 0

    def say(self, text: str = "") -> None:
        print(text, file=self.out)

    def run(self) -> int:
        self.say(f"You are seat {self.seat}. {HELP}")
        while not self.match.is_over:
            self.report_results()
            to_act = self.match.to_act
            legal = self.match.legal_actions(self.seat)
            optional = legal and self.seat not in to_act
            if self.seat in to_act or (optional and self._offered_version != self.match.version):
                self._offered_version = self.match.version
                if not self.human_turn(legal, optional=bool(optional)):
                    return 0
                continue
            other = to_act[0]
            action = choose_for(self.match, other, self.player, self.rng)
            self.say(f"{self.names[other]}: {pretty_text(self.apply_seen(other, action))}")
        self.report_results()
        winner = self.match.winner
        team = self.match.teams[winner] if winner is not None else ()
        verdict = "You win!" if self.seat in team else "You lose."
        self.say(f"Match over. Scores {list(self.match.scores)}. {verdict}")
        return 0

    def apply_seen(self, seat: int, action: Action) -> str:
        """Apply another seat's action; return it as the human's seat saw it.

        The engine's per-seat history redacts what this seat may not see (a Schmier discard,
        a Spades give, a hidden Twenty-Nine trump).  An action that ends a hand is always a
        public one (a card played, a spread, a drop), so it is shown as it is.
        """
        hand = self.match.hand_number
        self.match.apply(seat, action)
        if self.match.hand_number == hand and not self.match.waiting_for_deal:
            history = self.match.view(self.seat).get("history") or []
            if history and history[-1][0] == seat:
                return str(history[-1][1])
            return action.verb  # not in this seat's history: show no detail at all
        return str(action)

    def report_results(self) -> None:
        while self._shown_results < len(self.match.results):
            result = self.match.results[self._shown_results].to_json()
            self.say("hand result: " + pretty_text(str(result)))
            self._shown_results += 1

    def human_turn(self, legal: Sequence[Action], *, optional: bool) -> bool:
        """Ask until the human makes a legal move; False when they quit."""
        self.say()
        self.say(render(self.match.view(self.seat), self.names))
        self.say(self.menu(legal, optional=optional))
        while True:
            try:
                line = self.read("> ").strip()
            except EOFError:
                self.say("bye")
                return False
            if line in ("quit", "exit", "q"):
                self.say("bye")
                return False
            if line in ("help", "?", "h"):
                self.say(HELP)
                continue
            if line == "table":
                self.say(render(self.match.view(self.seat), self.names))
                self.say(self.menu(legal, optional=optional))
                continue
            if optional and line == "":
                return True
            action = self.pick(line, legal)
            if action is None:
                continue
            try:  # the engine explains a refusal and changes nothing
                self.match.apply(self.seat, action)
            except IllegalAction as exc:
                self.say(f"not allowed: {exc}")
                continue
            self.say(f"you: {pretty_text(str(action))}")
            return True

    def menu(self, legal: Sequence[Action], *, optional: bool) -> str:
        head = "You may (press Enter to skip):" if optional else "Your move:"
        items = [f"  {i:2d}) {pretty_text(str(a))}" for i, a in enumerate(legal, 1)]
        return "\n".join([head, *items])

    def pick(self, line: str, legal: Sequence[Action]) -> Action | None:
        if line.isdigit():
            n = int(line)
            if 1 <= n <= len(legal):
                return legal[n - 1]
            self.say(f"there is no move {n}: choose 1 to {len(legal)}")
            return None
        try:
            return self.match.parse_action(line)
        except MalformedAction as exc:
            self.say(f"{exc} — type a move number, a move like 'play 10h', or 'help'")
            return None


def run(args: argparse.Namespace) -> int:
    options = parse_options(args.options)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 31)
    try:
        match = match_class(args.game)(options, seats=args.seats, seed=seed)
        if not 0 <= args.seat < match.seats:
            fail(f"--seat must be 0 to {match.seats - 1}", 2)
        game = TerminalGame(
            match, args.seat, args.level, rng=random.Random(seed), read=input, out=sys.stdout
        )
    except (CardroomError, ValueError) as exc:
        fail(f"play: {exc}", 2)
    return game.run()
