#pragma once

#include <iosfwd>

// The original exercise's Nim program (CS 210, project 3) at a text prompt: the person is
// player 1, the perfect computer player 2, every game starts from heaps
// A: 5, B: 4, C: 3, the player who takes the last stone wins and the loser of
// a game starts the next one. The text is the original exercise's, line for line, and stays
// English: it is a contract that scripts and tests match.
//
// Answers are read a line at a time from `in` (PromptLines: a line longer
// than any answer is refused as an illegal one). With `echo`, each answer is
// written after its prompt as a terminal would show it, so a session piped in
// from a file reads exactly like one typed at the keyboard. Returns when the
// person declines another game or the input ends.
void playNimAtPrompt(std::istream &in, std::ostream &out, bool echo);
