3 3 Misère
