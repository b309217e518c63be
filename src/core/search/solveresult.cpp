#include "solveresult.h"

namespace pb {

const char *statusName(SolveStatus status)
{
    switch (status) {
    case SolveStatus::Solved: return "solved";
    case SolveStatus::Unsolvable: return "unsolvable";
    case SolveStatus::Stopped: return "stopped";
    case SolveStatus::LimitReached: return "limit";
    }
    return "stopped";
}

const char *valueName(GameValue value)
{
    return value == GameValue::Win ? "win" : "loss";
}

} // namespace pb
