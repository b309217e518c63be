// Board editing (Edit ▸ Edit Board) in the Fifteen scene, kept apart from the
// play: the FifteenInteraction picks cells and the FifteenDesigner swaps them.

#include "fifteenscene.h"

#include "fifteendesignpanel.h"

void FifteenScene::setEditing(bool editing)
{
    finishAnimations();
    const FifteenInteraction::Reply reply = m_interaction.setEditing(editing);
    showHint(std::string());
    follow(reply);
    // The window shows the game's position once editing ends.
    delete m_designer;
    m_designer = nullptr;
    if (editing && dim() > 0) {
        m_designer = new FifteenDesigner(board(), this);
        connect(m_designer, &FifteenDesigner::changed, this, &FifteenScene::showDesign);
    }
}

std::unique_ptr<pb::Puzzle> FifteenScene::editedPosition(QString *) const
{
    return m_designer ? m_designer->editedPosition() : nullptr;
}

QWidget *FifteenScene::createEditTools(QWidget *parent)
{
    return m_designer ? new FifteenDesignPanel(m_designer, parent) : nullptr;
}

void FifteenScene::showDesign()
{
    const pb::fifteen::FifteenBoard &designed = m_designer->board();
    if (designed.dim() != dim())
        rebuild(designed.dim());
    follow(m_interaction.showDesign(designed));
    placeTiles();
    emit positionEdited();
}
