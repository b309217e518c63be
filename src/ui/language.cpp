#include "language.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QTranslator>

namespace {

const auto kLanguageKey = QStringLiteral("language");

struct Choice {
    const char *code;
    const char *name; // the language's own name, the same in every language
};

const Choice kChoices[] = {
    {"en", "&English"},
    {"de", "&Deutsch"},
    {"fr", "&Français"},
};

bool installTranslator(QCoreApplication *app, const QLocale &locale, const QString &name,
                       const QString &directory)
{
    auto *translator = new QTranslator(app);
    if (translator->load(locale, name, QStringLiteral("_"), directory)
        && QCoreApplication::installTranslator(translator))
        return true;
    delete translator;
    return false;
}

} // namespace

namespace Language {

QString chosen()
{
    const QString code = QSettings().value(kLanguageKey).toString();
    for (const Choice &choice : kChoices) {
        if (code == QLatin1String(choice.code))
            return code;
    }
    return QString();
}

void installTranslators(QCoreApplication *app)
{
    const QString code = chosen();
    // Numbers and lists follow the chosen language too, not only the words.
    if (!code.isEmpty())
        QLocale::setDefault(QLocale(code));
    const QLocale locale;
    installTranslator(app, locale, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    if (!installTranslator(app, locale, QStringLiteral("puzzlebox"), QStringLiteral(":/i18n")))
        installTranslator(app, QLocale(QLocale::English), QStringLiteral("puzzlebox"), QStringLiteral(":/i18n"));
}

QMenu *createMenu(QWidget *parent)
{
    auto *menu = new QMenu(QCoreApplication::translate("Language", "&Language"), parent);
    menu->setObjectName(QStringLiteral("menuLanguage"));
    auto *group = new QActionGroup(menu);
    const QString current = chosen();

    const auto addChoice = [&](const QString &text, const QString &code) {
        QAction *action = menu->addAction(text);
        action->setObjectName(QStringLiteral("actionLanguage_") + (code.isEmpty() ? QStringLiteral("system") : code));
        action->setData(code);
        action->setCheckable(true);
        action->setChecked(code == current);
        group->addAction(action);
    };
    addChoice(QCoreApplication::translate("Language", "&System Default"), QString());
    menu->addSeparator();
    for (const Choice &choice : kChoices)
        addChoice(QString::fromUtf8(choice.name), QLatin1String(choice.code));

    QObject::connect(group, &QActionGroup::triggered, menu, [parent](QAction *action) {
        const QString code = action->data().toString();
        if (code == chosen())
            return;
        QSettings settings;
        if (code.isEmpty())
            settings.remove(kLanguageKey);
        else
            settings.setValue(kLanguageKey, code);
        QMessageBox::information(parent, QCoreApplication::translate("Language", "Language"),
                                 QCoreApplication::translate("Language", "The new language applies the next time Puzzlebox starts."));
    });
    return menu;
}

} // namespace Language
