#pragma once

#include "../core/common/registry.h"
#include "nativepath.h"

#include <QByteArrayView>
#include <QString>

// Reading and writing board files on disk, for the window and the CLI alike.
namespace BoardFiles {

// Files larger than this are refused before they are read.
inline constexpr qint64 kMaxFileBytes = 1 << 20;

struct LoadResult {
    pb::PuzzlePtr puzzle; // null on failure
    QString error;        // "FILE:LINE:COL: reason", translated; empty on success
};

// Files are opened by their bytes (NativePath), so any name the system has
// opens; messages show it as text.
LoadResult load(const NativePath &path);
// Reads a regular file of at most `maxBytes` into *bytes: every file the app
// reads, the player's and its own folders' alike, goes through here. A pipe,
// a device or a socket is refused without waiting on it, also one put in the
// file's place between the look and the open. Returns an empty string on
// success, else "FILE: reason", translated.
QString read(const NativePath &path, QByteArray *bytes, qint64 maxBytes = kMaxFileBytes);
// Parses text already in memory; `fileName` is only used in the message
// (empty for text with no file, such as the clipboard's).
LoadResult parse(const QByteArray &bytes, const QString &fileName);
// The GNU "FILE:LINE:COL: reason" form that editors and IDEs can jump to, or
// "LINE:COL: reason" with no file name; a convention rather than a sentence,
// so it is not translated.
QString located(const QString &fileName, int line, int column, const QString &reason);

// Writes atomically (QSaveFile): on failure the old file is left as it was.
// Returns an empty string on success, else the translated reason.
QString save(const pb::Puzzle &puzzle, const QString &path);
// Replaces `path` with `bytes` only once every byte is written (QSaveFile), so
// a full disk or a crash leaves the old file as it was. Returns an empty
// string on success, else the system's reason.
QString writeAtomically(const QString &path, QByteArrayView bytes);


// "Peg solitaire (*.peg);;Roller-Board (*.rbd);;..." for file dialogs.
QString fileDialogFilter();

} // namespace BoardFiles
