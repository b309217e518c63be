#pragma once

#include <QString>

#include <optional>
#include <sys/types.h>

// Checks for files another local user must not be able to plant or reach: the
// single-instance socket and the folder it lives in. Each check answers with
// the reason a path is refused (for a warning that names it), or an empty
// string.
namespace PrivateFolder {

// A folder held open by its descriptor, so that the folder checked is the
// folder used. Its entries are named through the descriptor
// (/proc/self/fd/N/NAME): a short name however long the folder's path, which
// a local socket needs (its name must fit in 108 bytes).
class Held {
public:
    // Opens `path` (a symlink is not followed) and checks what was opened: a
    // folder of this user's, closed to the group and others, that no other
    // user can move away or put a folder of their own in place of (see
    // chainRefusal()).
    explicit Held(const QString &path);
    ~Held();
    Held(const Held &) = delete;
    Held &operator=(const Held &) = delete;

    // Why the folder may not be used; empty when it may.
    const QString &refusal() const { return m_refusal; }
    // `entry` in the folder, by way of the descriptor.
    QString entryPath(const QString &entry) const;

private:
    int m_descriptor = -1;
    QString m_refusal;
};

// Creates `path` as a folder only this user can enter (mode 0700, parents as
// needed), or finds it there; why it could not be made, or an empty string.
// Held checks it.
QString makeFolder(const QString &path);
// Refused when a folder above `path` (where it really is, symlinks resolved)
// lets another user rename its entries: it belongs to someone other than this
// user or root, or the group or others may write to it without the sticky
// bit. Such a user could move this user's folder away and put one of their
// own in its place after it was checked.
QString chainRefusal(const QString &path);
// Refused when something other than a file of this user's is at `path`: a
// symlink, another user's file. Nothing there is fine.
QString fileRefusal(const QString &path);
// The user on the other end of a connected local socket (SO_PEERCRED), or
// nothing when the system does not say.
std::optional<uid_t> peerUser(qintptr descriptor);

} // namespace PrivateFolder
