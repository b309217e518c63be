#pragma once

#include <QByteArray>
#include <QString>

// A file's name as the system has it. On Linux that is bytes, which need not
// be UTF-8 ("bad\xff\xfe.peg"); Qt 6 decodes such bytes to U+FFFD, so a
// QString (QCoreApplication::arguments(), QFile::decodeName()) can no longer
// name the file. Names from the command line and the file system are kept as
// their bytes, and files are opened by them; text is only for showing.
class NativePath {
public:
    NativePath() = default;
    // A name given as text (a file dialog's, a test's): its bytes as
    // QFile::encodeName() gives them.
    NativePath(const QString &path);
    static NativePath fromBytes(const QByteArray &bytes);

    const QByteArray &bytes() const { return m_bytes; }
    bool isEmpty() const { return m_bytes.isEmpty(); }
    // The name for people and for Qt's file classes (QFile::decodeName): a
    // byte that is not UTF-8 shows as U+FFFD.
    QString text() const;
    // Whether text() still names this file (Qt's file classes can open it).
    bool survivesAsText() const;
    // The name from the root, so that another process in another folder finds
    // the file; "." and ".." are left as they are.
    NativePath absolute() const;

    // Keeps the program's command line as bytes, before QCoreApplication
    // decodes it (call it in main() after creating the application, whose
    // own options QGuiApplication has then taken out of argv).
    static void keepCommandLine(int argc, const char *const *argv);
    // The bytes of the command-line argument that `argument`, one of
    // QCoreApplication::arguments() or a parser's value, was decoded from; the
    // last such, since files come after options. Without a kept command line,
    // or none that matches, `argument` as text.
    static NativePath argument(const QString &argument);

    friend bool operator==(const NativePath &, const NativePath &) = default;

private:
    QByteArray m_bytes;
};
