#pragma once

#include <QString>

#include <optional>
#include <sys/types.h>

// Checks for files another local user must not be able to plant or reach: the
// single-instance socket and its lock. Each check answers with the reason a
// path is refused (for a warning that names it), or an empty string.
namespace PrivateFolder {

// Refused unless `path` is a folder itself (no symlink), owned by this user
// (the effective uid) and closed to the group and others.
QString folderRefusal(const QString &path);
// Creates `path` as a folder only this user can enter (mode 0700, parents as
// needed), or finds it there, then checks it as folderRefusal() does.
QString makeFolder(const QString &path);
// Refused when something other than a file of this user's is at `path`: a
// symlink, another user's file. Nothing there is fine.
QString fileRefusal(const QString &path);
// The user on the other end of a connected local socket (SO_PEERCRED), or
// nothing when the system does not say.
std::optional<uid_t> peerUser(qintptr descriptor);

} // namespace PrivateFolder
