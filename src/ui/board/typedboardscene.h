#pragma once

#include "ui/board/boardscene.h"

// The base of a family's scene, P being the family's position type. The
// window hands every scene a pb::Puzzle; this is the one place that takes it
// for a P, so a scene works with its own type throughout.
template <typename P>
class TypedBoardScene : public BoardScene {
public:
    explicit TypedBoardScene(QObject *parent = nullptr)
        : BoardScene(parent)
    {
        // A board has a few hundred items at most, many of them moving: the
        // BSP index would only cost.
        setItemIndexMethod(NoIndex);
    }

    void setPosition(const pb::Puzzle &position) final
    {
        if (const P *typed = cast(position))
            setTypedPosition(*typed);
    }

    void showMove(const pb::Puzzle &before, const pb::Puzzle &after, const std::string &move,
                  bool forward) final
    {
        const P *typedBefore = cast(before);
        const P *typedAfter = cast(after);
        if (typedBefore && typedAfter)
            showTypedMove(*typedBefore, *typedAfter, move, forward);
    }

protected:
    // setPosition() and showMove() for a position of the scene's own family.
    virtual void setTypedPosition(const P &position) = 0;
    virtual void showTypedMove(const P &before, const P &after, const std::string &move,
                               bool forward) = 0;

private:
    // Another family's position is the window's bug; a release build ignores
    // it rather than draw it as something it is not.
    static const P *cast(const pb::Puzzle &position)
    {
        const auto *typed = dynamic_cast<const P *>(&position);
        Q_ASSERT_X(typed, "TypedBoardScene", "a position of another family");
        return typed;
    }
};
