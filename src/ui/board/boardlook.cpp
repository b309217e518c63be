#include "boardlook.h"

namespace {

// Wood's colours are the ones its items painted with before there were themes.
const BoardLook kWood{
    .theme = BoardLook::Theme::Wood,
    .grain = true,
    .backdropCentre = QColor(74, 88, 104),
    .backdropEdge = QColor(30, 36, 46),
    .surfaceTop = QColor(226, 176, 114),
    .surfaceBottom = QColor(164, 108, 58),
    .surfaceEdge = QColor(66, 34, 12),
    .well = QColor(20, 11, 5),
    .wellRim = QColor(255, 232, 196, 110),
    .engraving = QColor(60, 30, 10, 200),
    .select = QColor(255, 209, 84),
    .landing = QColor(112, 226, 142),
    .hint = QColor(92, 200, 255),
    .hintOver = QColor(255, 120, 80),
    .mark = QColor(255, 196, 40),
    .focus = QColor(255, 255, 255, 230),
    .computer = QColor(255, 96, 72),
    .goal = QColor(20, 160, 60),
    .lost = QColor(220, 30, 30),
    .markEdge = QColor(10, 30, 50, 150),
    .markWidth = 1,
};

// Dark marks on a pale board: a light desktop's look, and the printed one.
const BoardLook kLight{
    .theme = BoardLook::Theme::Light,
    .grain = false,
    .backdropCentre = QColor(246, 247, 249),
    .backdropEdge = QColor(206, 212, 220),
    .surfaceTop = QColor(252, 249, 242),
    .surfaceBottom = QColor(228, 221, 208),
    .surfaceEdge = QColor(110, 96, 78),
    .well = QColor(84, 76, 68),
    .wellRim = QColor(40, 34, 28, 200),
    .engraving = QColor(70, 58, 44),
    .select = QColor(190, 110, 0),
    .landing = QColor(0, 140, 60),
    .hint = QColor(0, 96, 210),
    .hintOver = QColor(210, 50, 10),
    .mark = QColor(200, 140, 0),
    .focus = QColor(20, 20, 24),
    .computer = QColor(200, 40, 20),
    .goal = QColor(0, 130, 50),
    .lost = QColor(200, 20, 20),
    .markEdge = QColor(255, 255, 255, 200),
    .markWidth = 1.15,
};

const BoardLook kDark{
    .theme = BoardLook::Theme::Dark,
    .grain = false,
    .backdropCentre = QColor(44, 47, 54),
    .backdropEdge = QColor(14, 15, 18),
    .surfaceTop = QColor(78, 83, 92),
    .surfaceBottom = QColor(50, 54, 61),
    .surfaceEdge = QColor(150, 158, 170),
    .well = QColor(16, 17, 20),
    .wellRim = QColor(170, 178, 190, 150),
    .engraving = QColor(206, 212, 222),
    .select = QColor(255, 209, 84),
    .landing = QColor(112, 226, 142),
    .hint = QColor(92, 200, 255),
    .hintOver = QColor(255, 120, 80),
    .mark = QColor(255, 196, 40),
    .focus = QColor(255, 255, 255, 230),
    .computer = QColor(255, 96, 72),
    .goal = QColor(60, 210, 110),
    .lost = QColor(255, 80, 80),
    .markEdge = QColor(0, 0, 0, 190),
    .markWidth = 1,
};

// Black ground, white edges, marks in the purest colours a screen has, with
// wider lines: seen by eyes that need every bit of contrast.
const BoardLook kHighContrast{
    .theme = BoardLook::Theme::HighContrast,
    .grain = false,
    .backdropCentre = QColor(0, 0, 0),
    .backdropEdge = QColor(0, 0, 0),
    .surfaceTop = QColor(0, 0, 0),
    .surfaceBottom = QColor(0, 0, 0),
    .surfaceEdge = QColor(255, 255, 255),
    .well = QColor(0, 0, 0),
    .wellRim = QColor(255, 255, 255),
    .engraving = QColor(255, 255, 255),
    .select = QColor(255, 255, 0),
    .landing = QColor(0, 255, 0),
    .hint = QColor(0, 255, 255),
    .hintOver = QColor(255, 0, 255),
    .mark = QColor(255, 255, 0),
    .focus = QColor(255, 255, 255),
    .computer = QColor(255, 0, 255),
    .goal = QColor(0, 255, 0),
    .lost = QColor(255, 0, 255),
    .markEdge = QColor(0, 0, 0),
    .markWidth = 1.6,
};

BoardLook::Theme &inUse()
{
    static BoardLook::Theme theme = BoardLook::Theme::Wood;
    return theme;
}

} // namespace

const BoardLook &BoardLook::of(Theme theme)
{
    switch (theme) {
    case Theme::Light: return kLight;
    case Theme::Dark: return kDark;
    case Theme::HighContrast: return kHighContrast;
    case Theme::Wood: break;
    }
    return kWood;
}

const BoardLook &BoardLook::current()
{
    return of(inUse());
}

void BoardLook::use(Theme theme)
{
    if (theme == inUse())
        return;
    inUse() = theme;
    emit notifier()->changed();
}

BoardLookNotifier *BoardLook::notifier()
{
    static BoardLookNotifier notifier;
    return &notifier;
}

ScopedBoardLook::ScopedBoardLook(BoardLook::Theme theme)
    : m_before(inUse())
{
    inUse() = theme;
}

ScopedBoardLook::~ScopedBoardLook()
{
    inUse() = m_before;
}
