## Slash commands as Discord shows them (bot/exts/metadata.py): the description of each command
## and group, of each option ("-opt-"), and choice names. Command and option names are not
## translated. Discord's limit: 100 characters each. The games' choice names are common.ftl's.

cmd-table = Card tables: open one, see your hand, leave
cmd-table-create = Open a card table in a new thread
cmd-table-create-opt-game = The game to play
cmd-table-create-opt-seats = Number of seats (Tonk: 2 to 5; the other games have a fixed number)
cmd-table-create-opt-preset = House rules this server saved for the game (/config preset-save)
cmd-table-create-opt-stake = Tonk only: the basic stake
cmd-table-hand = Show your private hand again
cmd-table-status = Show the state of this table
cmd-table-leave = Leave this table (the computer takes your seat)
cmd-table-cancel = Cancel a lobby; once started: forfeit (players), cancel unrated (moderators)
cmd-table-scores = The score sheet of this table so far
cmd-table-replay = A finished hand of this table, face up
cmd-table-replay-opt-hand = Which hand (default: the latest finished one)
cmd-table-record = This table's game record, as a file

cmd-rules = A summary of a game and its house rules
cmd-rules-opt-game = The game

cmd-league = Server leagues: standings, ratings, seasons
cmd-league-standings = The leaderboard of a game in this server
cmd-league-standings-opt-game = The game
cmd-league-standings-opt-season = A past season (default: the current one)
cmd-league-player = A player's ratings, places and record
cmd-league-player-opt-member = Whose (default: yours)
cmd-league-player-opt-season = A past season
cmd-league-head-to-head = Your record with and against someone
cmd-league-head-to-head-opt-member = Who
cmd-league-head-to-head-opt-season = A past season (default: the current one)
cmd-league-stakes = Net Tonk stakes won and lost in this server
cmd-league-stakes-opt-season = A past season (default: the current one)
cmd-league-season = Close this season and start a new one (admins)

cmd-ledger = The friends' ledger of Tonk stakes: balances, payments, settling up
cmd-ledger-balance = Who owes whom, and the fewest payments to settle
cmd-ledger-balance-opt-book = A closed book (default: the open one)
cmd-ledger-paid = Record a payment between you and someone
cmd-ledger-paid-opt-member = Who you paid (or who paid you)
cmd-ledger-paid-opt-amount = How much, in whole units
cmd-ledger-paid-opt-direction = I paid them (default) or they paid me
cmd-ledger-paid-i-paid = I paid them
cmd-ledger-paid-they-paid = They paid me
cmd-ledger-history = Stakes won and lost per table, and payments
cmd-ledger-history-opt-member = Whose (default: yours)
cmd-ledger-settle = Close the books: every balance starts at zero
cmd-ledger-export = The server's whole ledger as a CSV file

cmd-config = Server settings for new tables (Manage Server)
cmd-config-show = Every setting of this server
cmd-config-rules = This server's default house rules of a game
cmd-config-rules-opt-game = The game
cmd-config-preset-save = Save house rules under a name for a game
cmd-config-preset-save-opt-game = The game of the preset
cmd-config-preset-save-opt-name = The preset's name (at most 32 characters)
cmd-config-preset-save-opt-rules = Changes to the server's defaults, e.g. 'bag penalty=50, nil value=50'
cmd-config-preset-delete = Delete a preset
cmd-config-preset-delete-opt-game = The game of the preset
cmd-config-preset-delete-opt-name = The preset
cmd-config-presets = This server's presets
cmd-config-presets-opt-game = Only this game's
cmd-config-turn = Turn time of new tables: default and bounds
cmd-config-turn-opt-default = Seconds a turn lasts at a new table
cmd-config-turn-opt-low = The shortest turn time a host may choose in the lobby (seconds)
cmd-config-turn-opt-high = The longest turn time a host may choose in the lobby (seconds)
cmd-config-turn-opt-reset = Back to the bot's turn time and bounds (then the values given)
cmd-config-computers = The computer level of new tables
cmd-config-computers-opt-level = How well the computers play
cmd-config-level-random = Random
cmd-config-level-basic = Basic
cmd-config-level-strong = Strong
cmd-config-level-default = Each game's default
cmd-config-channels = Where tables may be opened (none listed: anywhere)
cmd-config-channels-opt-add = Allow tables in this text channel
cmd-config-channels-opt-remove = No more tables in this channel
cmd-config-channels-opt-anywhere = Forget the list: tables in any channel
cmd-config-stake-unit = What the ledger counts Tonk stakes in
cmd-config-stake-unit-opt-unit = A word or symbol (chips, $, points); leave it out: the bot's
cmd-config-lobbies = Lobby expiry and the limits of open tables
cmd-config-lobbies-opt-expiry = Minutes a lobby may stay unchanged before it closes (0: never)
cmd-config-lobbies-opt-per-host = Open tables one person may host (0: no limit)
cmd-config-lobbies-opt-per-server = Open tables this server may have at once (0: no limit)
cmd-config-lobbies-opt-reset = Back to the bot's lobby expiry and caps (then the values given)
cmd-config-rated = Whether finished tables move the league ratings
cmd-config-rated-opt-rated = True: tables are rated; False: not
cmd-config-language = The language of this server's new tables
cmd-config-language-opt-language = The server's language
cmd-config-my-language = The language the bot answers you in
cmd-config-my-language-opt-language = Your language, or Automatic
cmd-config-language-en = English
cmd-config-language-cy = Cymraeg
cmd-config-language-bg = Български
cmd-config-language-ht = Kreyòl ayisyen
cmd-config-language-auto = Automatic (Discord's, then the server's)
