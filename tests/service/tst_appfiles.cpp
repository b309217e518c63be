// The files of the app's own folders when one cannot be used (issue 40):
// damaged copies are dated and a few at most, and a settings file that is a
// pipe, a device or far too large is set aside before QSettings opens it.

#include "service/appfiles.h"
#include "service/boardfiles.h"
#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

namespace tst_appfiles {

namespace {

void write(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestAppFiles : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void copiesAreDatedAndNeverOverwritten();
    void aFewCopiesAreKeptOldestRemovedFirst();
    void settingsThatCannotBeReadAreSetAside_data();
    void settingsThatCannotBeReadAreSetAside();
    void readableSettingsAreLeftAlone();

private:
    QString settingsPath() const;

    QTemporaryDir m_home;
};

void TestAppFiles::initTestCase()
{
    QVERIFY(m_home.isValid());
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_home.filePath(QStringLiteral("config"))));
    QCoreApplication::setOrganizationName(QStringLiteral("PuzzleboxTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_appfiles"));
}

QString TestAppFiles::settingsPath() const
{
    return QSettings().fileName();
}

void TestAppFiles::copiesAreDatedAndNeverOverwritten()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("current.pbgame"));
    write(path, "first");
    const QString first = AppFiles::setAside(path);
    QVERIFY(first.startsWith(path + QStringLiteral(".damaged-")));
    QVERIFY(!QFileInfo::exists(path));
    // A second one in the same second keeps the first.
    write(path, "second");
    const QString second = AppFiles::setAside(path);
    QVERIFY(!second.isEmpty());
    QVERIFY(second != first);
    QCOMPARE(contents(first), QByteArray("first"));
    QCOMPARE(contents(second), QByteArray("second"));
    // The names sort as they were made.
    QVERIFY(QFileInfo(first).fileName() < QFileInfo(second).fileName());
    // Nothing to move: nothing happens.
    QCOMPARE(AppFiles::setAside(path), QString());
}

void TestAppFiles::aFewCopiesAreKeptOldestRemovedFirst()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("records.json"));
    // One left by an older Puzzlebox, undated: the oldest.
    write(path + QStringLiteral(".damaged"), "undated");
    QStringList made;
    for (int i = 0; i < AppFiles::kMaxDamagedCopies + 2; ++i) {
        write(path, QByteArray::number(i));
        made << QFileInfo(AppFiles::setAside(path)).fileName();
    }
    const QStringList kept = QDir(dir.path()).entryList({QStringLiteral("records.json.damaged*")}, QDir::Files, QDir::Name);
    QCOMPARE(kept, made.mid(made.size() - AppFiles::kMaxDamagedCopies));
}

void TestAppFiles::settingsThatCannotBeReadAreSetAside_data()
{
    QTest::addColumn<QString>("kind");
    // A pipe held the start for ever, a link to /dev/zero filled the memory.
    QTest::newRow("named pipe") << QStringLiteral("pipe");
    QTest::newRow("link to /dev/zero") << QStringLiteral("zero");
    QTest::newRow("larger than any settings") << QStringLiteral("large");
}

void TestAppFiles::settingsThatCannotBeReadAreSetAside()
{
    QFETCH(QString, kind);
    const QString path = settingsPath();
    QVERIFY(path.startsWith(m_home.path()));
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    QFile::remove(path);
    if (kind == QLatin1String("pipe")) {
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    } else if (kind == QLatin1String("zero")) {
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), path));
    } else {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(BoardFiles::kMaxFileBytes + 1));
    }

    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("The settings in .* are not read")));
    AppFiles::checkSettingsFile();
    QVERIFY(!QFileInfo::exists(path) && !QFileInfo(path).isSymLink());
    // The settings start afresh, and a value is kept in a file of their own.
    {
        QSettings settings;
        settings.setValue(QStringLiteral("answer"), 42);
    }
    QCOMPARE(QSettings().value(QStringLiteral("answer")).toInt(), 42);
    QVERIFY(QFileInfo(path).isFile());
    QFile::remove(path);
}

void TestAppFiles::readableSettingsAreLeftAlone()
{
    const QString path = settingsPath();
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    write(path, "[General]\nanswer=7\n");
    AppFiles::checkSettingsFile();
    QCOMPARE(contents(path), QByteArray("[General]\nanswer=7\n"));
    QCOMPARE(QSettings().value(QStringLiteral("answer")).toInt(), 7);
}

PUZZLEBOX_TEST_GUILESS_MAIN(TestAppFiles)
} // namespace tst_appfiles
#include "tst_appfiles.moc"
