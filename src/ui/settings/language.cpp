#include "language.h"
#include "../window/actiongates.h"

#include "../../service/appsettings.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QEvent>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QMenu>
#include <QTranslator>

#include <memory>
#include <vector>

namespace {

struct Choice {
    const char *code;
    const char *name; // the language's own name, the same in every language
};

const Choice kChoices[] = {
    {"en", "&English"},
    {"de", "&Deutsch"},
    {"es", "Españo&l"},
    {"fr", "&Français"},
    {"it", "&Italiano"},
    {"nl", "&Nederlands"},
    {"pl", "P&olski"},
    {"pt_BR", "&Português (Brasil)"},
    {"ru", "Русский (&R)"},
    {"ar", "العربية (&A)"},
    {"ja", "日本語 (&J)"},
    {"zh_CN", "简体中文 (&Z)"},
};

// The translators installed for the language in use, removed for another.
std::vector<std::unique_ptr<QTranslator>> &installed()
{
    static std::vector<std::unique_ptr<QTranslator>> translators;
    return translators;
}

bool installTranslator(const QLocale &locale, const QString &name, const QString &directory)
{
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(locale, name, QStringLiteral("_"), directory)
        || !QCoreApplication::installTranslator(translator.get()))
        return false;
    installed().push_back(std::move(translator));
    return true;
}

// View ▸ Language re-translates its own title and System Default, which no
// window knows of.
class LanguageMenu : public QMenu {
public:
    explicit LanguageMenu(QWidget *parent)
        : QMenu(parent)
    {
        retranslate();
    }

    QAction *systemChoice = nullptr;

    void retranslate()
    {
        setTitle(QCoreApplication::translate("Language", "&Language"));
        if (systemChoice)
            systemChoice->setText(QCoreApplication::translate("Language", "&System Default"));
    }

protected:
    void changeEvent(QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange)
            retranslate();
        QMenu::changeEvent(event);
    }
};

} // namespace

namespace Language {

QString chosen(const AppSettings &settings)
{
    const QString code = settings.language();
    for (const Choice &choice : kChoices) {
        if (code == QLatin1String(choice.code))
            return code;
    }
    return QString();
}

QStringList codes()
{
    QStringList result;
    for (const Choice &choice : kChoices)
        result.append(QLatin1String(choice.code));
    return result;
}

void installTranslators(const AppSettings &settings)
{
    for (const auto &translator : installed())
        QCoreApplication::removeTranslator(translator.get());
    installed().clear();
    const QString code = chosen(settings);
    // Numbers and lists follow the chosen language too, not only the words.
    QLocale::setDefault(code.isEmpty() ? QLocale::system() : QLocale(code));
    const QLocale locale;
    installTranslator(locale, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    const bool translated = installTranslator(locale, QStringLiteral("puzzlebox"), QStringLiteral(":/i18n"));
    if (!translated)
        installTranslator(QLocale(QLocale::English), QStringLiteral("puzzlebox"), QStringLiteral(":/i18n"));
    // The window mirrors for a right-to-left language whose words are shown,
    // never for English words under a system locale (Hebrew, say) that has no
    // catalogue. Set explicitly: Qt's own guess needs its qtbase catalogue.
    QGuiApplication::setLayoutDirection(translated ? locale.textDirection() : Qt::LeftToRight);
}

void choose(AppSettings &settings, const QString &code)
{
    settings.setLanguage(code);
    installTranslators(settings);
}

QMenu *createMenu(QWidget *parent, AppSettings &settings)
{
    auto *menu = new LanguageMenu(parent);
    menu->setObjectName(QStringLiteral("menuLanguage"));
    auto *group = new QActionGroup(menu);
    const QString current = chosen(settings);

    const auto addChoice = [&](const QString &text, const QString &code) {
        QAction *action = menu->addAction(text);
        if (code.isEmpty())
            menu->systemChoice = action;
        action->setObjectName(QStringLiteral("actionLanguage_") + (code.isEmpty() ? QStringLiteral("system") : code));
        action->setData(code);
        ActionGates::declare(action, ActionGates::Gate::Looks);
        action->setCheckable(true);
        action->setChecked(code == current);
        group->addAction(action);
    };
    addChoice(QString(), QString());
    menu->retranslate();
    menu->addSeparator();
    for (const Choice &choice : kChoices)
        addChoice(QString::fromUtf8(choice.name), QLatin1String(choice.code));

    QObject::connect(group, &QActionGroup::triggered, menu, [&settings](QAction *action) {
        if (const QString code = action->data().toString(); code != chosen(settings))
            choose(settings, code);
    });
    return menu;
}

} // namespace Language
