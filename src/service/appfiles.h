#pragma once

#include <QString>

// The files Puzzlebox keeps in its own folders (the game in progress and the
// games kept beside it, the records, the settings) when one of them cannot be
// used. They are read through BoardFiles::read() like any other file: regular
// files only, within a size bound, never a blocking open.
namespace AppFiles {

// Damaged copies of one file kept at most; the oldest goes first.
inline constexpr int kMaxDamagedCopies = 5;

// Moves `path` aside as `path.damaged-YYYYMMDD-HHMMSS` (a second one in the
// same second gets "-2" and so on), for whoever wants to look into it, and
// removes the oldest such copies past kMaxDamagedCopies. Returns the copy's
// path, or an empty string when it could not be moved (then `path` is as it
// was).
QString setAside(const QString &path);

// The settings file, before QSettings first reads it: QSettings opens it as
// it is, so a pipe in its place would hold the start for ever and a link to
// an endless device would fill the memory. Such a file, or one far larger
// than any settings, is set aside (as setAside()) with a warning in the log
// that names it, and the settings start afresh.
void checkSettingsFile();

} // namespace AppFiles
