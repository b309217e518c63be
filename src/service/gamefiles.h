#pragma once

#include "../core/common/savedgame.h"
#include "nativepath.h"

#include <QString>

#include <optional>

// Saved games on disk (pb::SavedGame): Game ▸ Save As, Open, and the game kept
// between sessions. Board files open as games with no moves yet.
namespace GameFiles {

struct LoadResult {
    std::optional<pb::SavedGame> game; // empty on failure
    QString error;                     // "FILE:LINE:COL: reason", translated; empty on success
};

// Reads a saved game or a board file. A damaged file is refused whole.
LoadResult load(const NativePath &path);
// Parses text already in memory; `fileName` picks the board family by its
// suffix and names the file in the message (empty: any family, no name).
LoadResult parse(const QByteArray &bytes, const QString &fileName);

// Writes atomically (QSaveFile), creating the folder if needed. Returns an
// empty string on success, else the translated reason. A game whose file
// would be longer than what load() reads (BoardFiles::kMaxFileBytes) is
// refused: it could never be opened again.
QString save(const pb::SavedGame &game, const QString &path);
// The same for text already written: a game, or the games kept with it.
QString saveText(const QByteArray &text, const QString &path);

// The game with its oldest turns dropped, so that its file takes at most
// `maxBytes`: the start moves forward to the position after them, and the
// position, the turns after it, Redo and the solution stay where they can
// (the turns Redo would play, and the solution when it starts before the new
// start, go only if the turns played alone do not fit). *dropped says how
// many turns went. Nothing when it fits already or nothing can be dropped.
std::optional<pb::SavedGame> shortened(const pb::SavedGame &game, qint64 maxBytes, int *dropped);

// Whether `path` names a saved game rather than a board file, by its suffix.
bool isGameFile(const QString &path);
// The game in progress is kept here between sessions.
QString autosavePath();

// For file dialogs: saved games and every board format.
QString openFilter();
QString saveFilter();

} // namespace GameFiles
