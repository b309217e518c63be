// Help ▸ Rules read to the end (issue 42): in every family and language the
// dialog fits on the screen, and its text is whole, with the scroll bar, the
// wheel and the keys taking the reader to its last line when the screen is
// too low for all of it.

#include "ui/families.h"
#include "ui/help/rulesdialog.h"
#include "ui/settings/language.h"
#include "../testsetup.h"
#include "testmain.h"

#include <QLabel>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>
#include <QWheelEvent>

namespace tst_rulesdialog {

class TestRulesDialog : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testsetup::useTestFolders(); }
    void cleanupTestCase() { Language::choose(testsetup::appSettings(), QString()); }
    void theRulesReadToTheirEnd_data();
    void theRulesReadToTheirEnd();
    void aLowDialogScrollsToTheEnd_data() { theRulesReadToTheirEnd_data(); }
    void aLowDialogScrollsToTheEnd();

private:
    // The dialog of the row's family in the row's language, shown.
    std::unique_ptr<RulesDialog> openRules();
    // The bar, the keys and the wheel take the reader to the last line.
    static void scrollToTheEnd(QScrollArea &scroll, const QLabel &text);
};

namespace {

// Whether the last line of `text` is inside the scroll area's viewport.
bool endShown(const QScrollArea &scroll, const QLabel &text)
{
    const QPoint bottom = text.mapTo(scroll.viewport(), QPoint(0, text.height() - 1));
    return bottom.y() < scroll.viewport()->height();
}

} // namespace

void TestRulesDialog::theRulesReadToTheirEnd_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("family");
    for (const char *language : {"en", "de", "fr"}) {
        for (int family = 0; family < int(familyUis().size()); ++family) {
            const std::string_view id = familyUis()[std::size_t(family)].family;
            QTest::addRow("%s-%.*s", language, int(id.size()), id.data()) << QString::fromLatin1(language) << family;
        }
    }
}

std::unique_ptr<RulesDialog> TestRulesDialog::openRules()
{
    QFETCH(QString, language);
    QFETCH(int, family);
    Language::choose(testsetup::appSettings(), language);
    auto dialog = std::make_unique<RulesDialog>(familyUis()[std::size_t(family)], testsetup::appSettings());
    dialog->show();
    return QTest::qWaitForWindowExposed(dialog.get()) ? std::move(dialog) : nullptr;
}

void TestRulesDialog::theRulesReadToTheirEnd()
{
    const std::unique_ptr<RulesDialog> shown = openRules();
    QVERIFY(shown);
    RulesDialog &dialog = *shown;
    QFETCH(int, family);
    const FamilyUi &ui = familyUis()[std::size_t(family)];

    // The dialog is on the screen whole.
    const QRect screen = dialog.screen()->availableGeometry();
    QVERIFY2(dialog.height() <= screen.height(), qPrintable(QStringLiteral("%1 > %2").arg(dialog.height()).arg(screen.height())));
    QVERIFY(dialog.width() <= screen.width());

    auto *scroll = dialog.findChild<QScrollArea *>();
    QVERIFY2(scroll, "the rules do not scroll");
    auto *text = qobject_cast<QLabel *>(scroll->widget());
    QVERIFY(text);
    QCOMPARE(text->text(), ui.rulesText());
    // The label is as tall as its text at its width: nothing of it is cut.
    QVERIFY2(text->height() >= text->heightForWidth(text->width()),
             qPrintable(QStringLiteral("%1 < %2").arg(text->height()).arg(text->heightForWidth(text->width()))));
    if (scroll->verticalScrollBar()->maximum() == 0)
        QVERIFY(endShown(*scroll, *text));
    else
        scrollToTheEnd(*scroll, *text);
}

// A dialog made as low as it goes (a small screen, or the reader's choice)
// still reads to the end.
void TestRulesDialog::aLowDialogScrollsToTheEnd()
{
    const std::unique_ptr<RulesDialog> dialog = openRules();
    QVERIFY(dialog);
    dialog->resize(dialog->width(), dialog->minimumSizeHint().height());
    QTRY_COMPARE(dialog->height(), dialog->minimumSizeHint().height());
    auto *scroll = dialog->findChild<QScrollArea *>();
    QVERIFY(scroll);
    auto *text = qobject_cast<QLabel *>(scroll->widget());
    QVERIFY(text);
    // A few lines at least are read at a time.
    QVERIFY(scroll->viewport()->height() >= 6 * text->fontMetrics().lineSpacing());
    QVERIFY(scroll->verticalScrollBar()->maximum() > 0);
    scrollToTheEnd(*scroll, *text);
}

void TestRulesDialog::scrollToTheEnd(QScrollArea &scroll, const QLabel &text)
{
    QScrollBar *bar = scroll.verticalScrollBar();
    QTRY_VERIFY(bar->isVisible());
    QVERIFY(!endShown(scroll, text));
    QVERIFY(scroll.hasFocus());
    QTest::keyClick(&scroll, Qt::Key_End);
    QTRY_VERIFY(endShown(scroll, text));
    QTest::keyClick(&scroll, Qt::Key_Home);
    QTRY_COMPARE(bar->value(), 0);
    for (int turn = 0; turn < 100 && !endShown(scroll, text); ++turn) {
        const QPointF at = scroll.viewport()->rect().center();
        QWheelEvent wheel(at, scroll.viewport()->mapToGlobal(at), {}, {0, -120}, Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(scroll.viewport(), &wheel);
    }
    QVERIFY(endShown(scroll, text));
    QTest::keyClick(&scroll, Qt::Key_Home);
    for (int page = 0; page < 100 && !endShown(scroll, text); ++page)
        QTest::keyClick(&scroll, Qt::Key_PageDown);
    QVERIFY(endShown(scroll, text));
}

PUZZLEBOX_TEST_MAIN(TestRulesDialog)
} // namespace tst_rulesdialog

#include "tst_rulesdialog.moc"
