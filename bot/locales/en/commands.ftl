## Slash commands as Discord shows them (bot/exts/metadata.py): the description of each command
## and group, of each option ("-opt-"), and choice names. Command and option names are not
## translated. Discord's limit: 100 characters each. The games' choice names are common.ftl's.

cmd-table = Card tables: open one, see your hand, leave
cmd-table-create = Open a card table in a new thread
cmd-table-create-opt-game = The game to play
cmd-table-create-opt-seats = Number of seats (Tonk: 2 to 5; the other games have a fixed number)
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
