#include "theme.h"
#include "../window/actiongates.h"

#include "../../service/appsettings.h"

#include <QActionGroup>
#include <QApplication>
#include <QCoreApplication>
#include <QEvent>
#include <QMenu>
#include <QPalette>

#include <optional>

namespace {

struct ThemeChoice {
    const char *name; // as kept in the settings
    BoardLook::Theme look;
    const char *text;
};

const ThemeChoice kThemeChoices[] = {
    {"wood", BoardLook::Theme::Wood, QT_TRANSLATE_NOOP("Theme", "&Wood")},
    {"light", BoardLook::Theme::Light, QT_TRANSLATE_NOOP("Theme", "&Light")},
    {"dark", BoardLook::Theme::Dark, QT_TRANSLATE_NOOP("Theme", "&Dark")},
    {"contrast", BoardLook::Theme::HighContrast, QT_TRANSLATE_NOOP("Theme", "&High Contrast")},
};

// The desktop's palette, as the program found it before a theme changed it.
const QPalette &desktopPalette()
{
    static const QPalette palette = QApplication::palette();
    return palette;
}

bool desktopIsDark()
{
    return desktopPalette().color(QPalette::Window).lightness() < 128;
}

QPalette paletteOf(const QColor &window, const QColor &base, const QColor &text, const QColor &button,
                   const QColor &highlight, const QColor &highlightedText, const QColor &disabledText)
{
    QPalette palette(button, window);
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, window);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, button);
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::ToolTipBase, base);
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::PlaceholderText, disabledText);
    palette.setColor(QPalette::Highlight, highlight);
    palette.setColor(QPalette::HighlightedText, highlightedText);
    palette.setColor(QPalette::Link, highlight);
    palette.setColor(QPalette::BrightText, QColor(255, 80, 80));
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        palette.setColor(QPalette::Disabled, role, disabledText);
    return palette;
}

// The window's palette for a theme; none for Wood, which keeps the desktop's.
std::optional<QPalette> windowPalette(BoardLook::Theme theme)
{
    switch (theme) {
    case BoardLook::Theme::Light:
        return paletteOf(QColor(239, 240, 242), Qt::white, QColor(20, 22, 26), QColor(230, 231, 234),
                         QColor(0, 96, 210), Qt::white, QColor(130, 132, 138));
    case BoardLook::Theme::Dark:
        return paletteOf(QColor(42, 45, 51), QColor(30, 32, 37), QColor(232, 234, 238), QColor(54, 58, 65),
                         QColor(70, 150, 240), Qt::white, QColor(128, 132, 140));
    case BoardLook::Theme::HighContrast:
        return paletteOf(Qt::black, Qt::black, Qt::white, Qt::black, QColor(255, 255, 0), Qt::black,
                         QColor(170, 170, 170));
    case BoardLook::Theme::Wood: break;
    }
    return std::nullopt;
}

// View ▸ Theme re-translates its own entries, which no window knows of.
class ThemeMenu : public QMenu {
public:
    explicit ThemeMenu(QWidget *parent)
        : QMenu(parent)
    {
    }

    QAction *desktopChoice = nullptr;

    void retranslate()
    {
        setTitle(QCoreApplication::translate("Theme", "&Theme"));
        desktopChoice->setText(QCoreApplication::translate("Theme", "&Follow Desktop"));
        for (QAction *action : actions()) {
            for (const ThemeChoice &choice : kThemeChoices) {
                if (action->data().toString() == QLatin1String(choice.name))
                    action->setText(QCoreApplication::translate("Theme", choice.text));
            }
        }
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

namespace Theme {

QString chosen(const AppSettings &settings)
{
    const QString name = settings.theme();
    for (const ThemeChoice &choice : kThemeChoices) {
        if (name == QLatin1String(choice.name))
            return name;
    }
    return QString();
}

BoardLook::Theme lookOf(const QString &choice)
{
    for (const ThemeChoice &each : kThemeChoices) {
        if (choice == QLatin1String(each.name))
            return each.look;
    }
    return desktopIsDark() ? BoardLook::Theme::Dark : BoardLook::Theme::Wood;
}

void apply(const AppSettings &settings)
{
    const QString choice = chosen(settings);
    const BoardLook::Theme look = lookOf(choice);
    // Following a dark desktop, its own palette is dark already.
    const std::optional<QPalette> palette = choice.isEmpty() ? std::nullopt : windowPalette(look);
    if (palette)
        QApplication::setPalette(*palette);
    else if (QApplication::palette() != desktopPalette())
        QApplication::setPalette(desktopPalette());
    BoardLook::use(look);
}

void choose(AppSettings &settings, const QString &choice)
{
    desktopPalette(); // before the first change
    settings.setTheme(choice);
    apply(settings);
}

QMenu *createMenu(QWidget *parent, AppSettings &settings)
{
    auto *menu = new ThemeMenu(parent);
    menu->setObjectName(QStringLiteral("menuTheme"));
    auto *group = new QActionGroup(menu);
    const QString current = chosen(settings);
    const auto addChoice = [&](const QString &name) {
        QAction *action = menu->addAction(QString());
        action->setObjectName(QStringLiteral("actionTheme_") + (name.isEmpty() ? QStringLiteral("desktop") : name));
        action->setData(name);
        ActionGates::declare(action, ActionGates::Gate::Looks);
        action->setCheckable(true);
        action->setChecked(name == current);
        group->addAction(action);
        return action;
    };
    menu->desktopChoice = addChoice(QString());
    menu->addSeparator();
    for (const ThemeChoice &choice : kThemeChoices)
        addChoice(QLatin1String(choice.name));
    menu->retranslate();

    QObject::connect(group, &QActionGroup::triggered, menu, [&settings](QAction *action) {
        if (const QString choice = action->data().toString(); choice != chosen(settings))
            choose(settings, choice);
    });
    return menu;
}

} // namespace Theme
