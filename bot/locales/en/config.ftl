## /config: a server's settings for its new tables, presets, the lobby's Table settings,
## a person's own language.

## Durations
config-seconds = { NUMBER($n, useGrouping: 0) } s
config-minutes = { NUMBER($n, useGrouping: 0) } min
config-hours = { NUMBER($n, useGrouping: 0) } h
config-hours-minutes = { NUMBER($h, useGrouping: 0) } h { NUMBER($m, useGrouping: 0) } min

## Refusals
config-not-admin = Only members with **Manage Server** can change this server's settings.
config-turn-out-of-range = A turn time of { NUMBER($seconds, useGrouping: 0) } seconds is out of range: choose from { NUMBER($low, useGrouping: 0) } to { NUMBER($high, useGrouping: 0) } seconds. Nothing was changed.
config-turn-bounds = The shortest turn time ({ NUMBER($low, useGrouping: 0) } s) must not be longer than the longest ({ NUMBER($high, useGrouping: 0) } s). Nothing was changed.
config-unknown-game = There is no game called { $game }.
config-unknown-rule = There is no house rule called “{ $rule }” in this game. Nothing was saved.
config-unknown-value = “{ $value }” is not a value of { $rule }: choose one of { $offered }. Nothing was saved.
config-bad-rules = Those house rules don't go together: { $reason } Nothing was saved.
config-bad-value = That setting is not valid ({ $reason }). Nothing was changed.
config-preset-name-empty = A preset needs a name.
config-preset-name-long = A preset's name may have at most { $most } characters (that one has { $length }). Nothing was saved.
config-preset-taken = This server already has a { $game ->
    [twentynine] Twenty-Nine
    [schmier] Schmier
    [spades] Spades
    [tonk] Tonk
   *[other] { $game }
} preset called **{ $name }**. Choose another name, or delete that one first.
config-preset-unknown = This server has no { $game ->
    [twentynine] Twenty-Nine
    [schmier] Schmier
    [spades] Spades
    [tonk] Tonk
   *[other] { $game }
} preset called **{ $name }** (see `/config presets`).
config-unknown-language = I don't speak { $language }.
config-channel-refused = Tables can't be opened in this channel. In this server, open them in: { $channels }.
config-channel-not-text = { $channel } is not a text channel: tables are opened in text channels only. Nothing was changed.
config-channel-not-listed = { $channel } is not on the list. Tables may be opened in: { $channels }.
config-unit-long = A stake unit may have at most { $most } characters. Nothing was changed.
config-unit-plain = A stake unit is a short plain name (chips, $, points): no line breaks, mentions or Markdown. Nothing was changed.
config-lobby-only = The game has started: its turn time and language are fixed.
config-host-only = Only the host can change this table's settings.

## /config show
config-show-title = **Server settings** (for tables created from now on)
config-page = (page { $page } of { $pages })
config-previous = ◀ Previous
config-next = Next ▶
config-saved = Saved. New tables take it; tables already open keep what they had.
config-show-language = **Language**: { $language }
config-show-turn = **Turn time**: { $time } (a host may choose from { $low } to { $high })
config-show-level = **Computers**: { $level }
config-level-game = each game's default
config-show-channels = **Tables may be opened in**: { $channels }
config-channels-any = any text channel
config-show-unit = **Ledger stake unit**: { $unit }
config-show-expiry = **Lobbies close**: { $expiry }
config-expiry-never = never
config-expiry-after = { $minutes ->
    [one] after { $minutes } minute without a change
   *[other] after { NUMBER($minutes, useGrouping: 0) } minutes without a change
}
config-show-caps = **Open tables**: at most { $host } per host, { $server } in the server
config-no-limit = no limit
config-show-rated-yes = **Rated**: yes, finished tables move the league ratings
config-show-rated-no = **Rated**: no, finished tables are not rated
config-show-rules-header = **Default house rules**
config-rules-standard = standard rules
config-show-presets-header = **Presets**
config-presets-none = No presets yet (`/config preset-save`).

## /config rules
config-rules-title = **Default house rules of { $game }** (this server's new tables)
config-rules-hint = A change is saved at once; tables already open keep their rules.
config-rule-standard = { $value } (standard)
# A house rule and its value, as the lobby's menus name them: $rule, $value (house-rules.ftl).
config-rule = { $rule }: { $value }
config-rule-line = • **{ $rule }**: { $value }

## Presets
config-preset-saved = Saved the { $game } preset **{ $name }**: { $rules }. Use it with `/table create preset:{ $name }`.
config-preset-deleted = Deleted the { $game } preset **{ $name }**. Tables opened with it keep their rules.

## A person's own language
config-my-language-set = I'll answer you in { $language } from now on.
config-my-language-cleared = Your own choice is forgotten: I follow Discord's language, then the server's (now { $language }).

## The lobby's Table settings
config-lobby-line = ⏱️ Turn time: **{ $time }** · Language: **{ $language }**
config-lobby-button = Table settings
config-lobby-settings-title = **Table settings — table #{ NUMBER($table, useGrouping: 0) }** (the host's)
config-lobby-settings-turn = Turn time: **{ $time }** (this server allows { $low } to { $high })
config-lobby-settings-language = Language of the table's messages: **{ $language }**
config-lobby-turn-placeholder = Turn time: { $time }
config-lobby-language-placeholder = Language: { $language }
config-lobby-turn-set = The turn time of this table is now **{ $time }**.
config-lobby-turn-notice = { $host } changed *Turn time* to { $time }.
config-lobby-language-set = This table now speaks **{ $language }**.
config-lobby-language-notice = { $host } changed the table's language to { $language }.

## A table's end
config-not-rated = Not rated: this server's tables are not rated (`/config rated`).
