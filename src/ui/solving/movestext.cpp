#include "movestext.h"

#include "../../service/boardfiles.h"
#include "../../service/translatedmessage.h"
#include "../../service/gamesession.h"

#include <QCoreApplication>
#include <QDir>

QString movesText(const GameSession &session, const QString &solverAnswer)
{
    const auto numbered = [](const QStringList &moves) {
        QString text;
        for (qsizetype i = 0; i < moves.size(); ++i)
            text += QStringLiteral("%1. %2\n").arg(i + 1).arg(moves.at(i));
        return text;
    };
    QString text = QCoreApplication::translate("MovesText", "Start:") + QLatin1Char('\n')
        + QString::fromStdString(session.startPosition().render());
    if (!text.endsWith(QLatin1Char('\n')))
        text += QLatin1Char('\n');
    text += QLatin1Char('\n') + QCoreApplication::translate("MovesText", "Moves played: %1").arg(session.moveCount()) + QLatin1Char('\n')
        + numbered(session.moves());
    if (session.isOnSolution()) {
        text += QLatin1Char('\n')
            + QCoreApplication::translate("MovesText", "Solution shown: %n move(s), %1 of them played", nullptr, int(session.solution().size()))
                  .arg(session.solutionStep())
            + QLatin1Char('\n') + numbered(session.solution());
    } else if (session.hasSolution()) {
        text += QLatin1Char('\n')
            + QCoreApplication::translate("MovesText", "Solution set aside (the position is not on it): %n move(s)", nullptr, int(session.solution().size()))
            + QLatin1Char('\n') + numbered(session.solution());
    }
    if (!solverAnswer.isEmpty())
        text += QLatin1Char('\n') + QCoreApplication::translate("MovesText", "Solver: %1").arg(solverAnswer) + QLatin1Char('\n');
    text += QLatin1Char('\n') + QCoreApplication::translate("MovesText", "Now: %1").arg(translated(session.position().summary()))
        + QLatin1Char('\n') + QString::fromStdString(session.position().render());
    if (!text.endsWith(QLatin1Char('\n')))
        text += QLatin1Char('\n');
    return text;
}

QString writeMovesText(const GameSession &session, const QString &path, const QString &solverAnswer)
{
    if (const QString reason = BoardFiles::writeAtomically(path, movesText(session, solverAnswer).toUtf8()); !reason.isEmpty())
        return QCoreApplication::translate("MovesText", "Cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason);
    return QString();
}
