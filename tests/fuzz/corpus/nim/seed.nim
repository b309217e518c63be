# the seed game
5 4 3
