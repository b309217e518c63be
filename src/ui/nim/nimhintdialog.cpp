#include "nimhintdialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>
#include <bit>

using pb::nim::NimMove;
using pb::nim::NimPuzzle;

namespace {

QString letter(int heap)
{
    return QString(QLatin1Char(pb::nim::heapLetter(heap)));
}

QString binary(int value, int bits)
{
    return QString::number(value, 2).rightJustified(bits, QLatin1Char('0'));
}

// The heaps and their nim-sum as a table, one column per power of two; the
// columns with an odd number of ones (the nim-sum's ones) are tinted.
QString sumTable(const std::vector<int> &heaps, int bits)
{
    const int sum = pb::nim::nimSum(heaps);
    const auto cell = [](const QString &text, bool tinted, bool bold = false) {
        return QStringLiteral("<td align=\"center\" style=\"padding:2px 8px;%1\">%2</td>")
            .arg(tinted ? QStringLiteral("background-color:#ffe08a;") : QString(),
                 bold ? QStringLiteral("<b>%1</b>").arg(text) : text);
    };
    QString html = QStringLiteral("<table cellspacing=\"0\" style=\"font-family:monospace; font-size:large\"><tr>");
    html += QStringLiteral("<th align=\"left\" style=\"padding:2px 8px\">%1</th><th style=\"padding:2px 8px\">%2</th>")
                .arg(NimHintDialog::tr("Heap"), NimHintDialog::tr("Stones"));
    for (int bit = bits - 1; bit >= 0; --bit)
        html += QStringLiteral("<th style=\"padding:2px 8px\">%1</th>").arg(1 << bit);
    html += QStringLiteral("</tr>");
    for (std::size_t heap = 0; heap < heaps.size(); ++heap) {
        html += QStringLiteral("<tr><td style=\"padding:2px 8px\">%1</td>").arg(letter(int(heap)));
        html += cell(QString::number(heaps[heap]), false);
        const QString digits = binary(heaps[heap], bits);
        for (int i = 0; i < bits; ++i)
            html += cell(digits.at(i), (sum >> (bits - 1 - i)) & 1);
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("<tr style=\"border-top:1px solid\"><td style=\"padding:2px 8px; border-top:2px solid #888\"><b>%1</b></td>")
                .arg(NimHintDialog::tr("nim-sum"));
    html += QStringLiteral("<td align=\"center\" style=\"padding:2px 8px; border-top:2px solid #888\"><b>%1</b></td>").arg(sum);
    const QString digits = binary(sum, bits);
    for (int i = 0; i < bits; ++i) {
        html += QStringLiteral("<td align=\"center\" style=\"padding:2px 8px; border-top:2px solid #888;%1\"><b>%2</b></td>")
                    .arg(digits.at(i) == QLatin1Char('1') ? QStringLiteral("background-color:#ffe08a;") : QString(),
                         digits.at(i));
    }
    html += QStringLiteral("</tr></table>");
    return html;
}

QString moveInWords(NimMove move)
{
    return move.count == 1 ? NimHintDialog::tr("take 1 stone from heap %1").arg(letter(move.heap))
                           : NimHintDialog::tr("take %1 stones from heap %2").arg(move.count).arg(letter(move.heap));
}

// Why the move is good (or why none is), in the terms of the table above it.
// `hinted`: the move the hint marks, which in a lost position is the one that
// makes the game last longest.
QString verdict(const NimPuzzle &position, int bits, const std::optional<NimMove> &hinted)
{
    const std::vector<int> &heaps = position.heaps();
    const int sum = pb::nim::nimSum(heaps);
    const int big = int(std::count_if(heaps.begin(), heaps.end(), [](int size) { return size >= 2; }));
    const int ones = int(std::count(heaps.begin(), heaps.end(), 1));
    const std::optional<NimMove> winning = pb::nim::winningMove(heaps, position.isMisere());

    if (position.isMisere() && big <= 1) {
        if (!winning) {
            return NimHintDialog::tr("<p><b>Misère endgame, and no winning move.</b> Only single stones are left, "
                                     "%1 of them: an odd number, so whatever you do, you will be the one left with "
                                     "the last stone if the computer plays on perfectly.</p>")
                .arg(ones);
        }
        const int size = heaps[std::size_t(winning->heap)];
        const QString why = big == 0
            ? NimHintDialog::tr("Only single stones are left, an even number of them: take one, and the "
                                "computer faces an odd number, so it takes the last one.")
            : NimHintDialog::tr("Only heap %1 has more than one stone. Reduce it to %2 so that an odd number "
                                "of single stones is left: from then on you take turns taking one, and the "
                                "computer takes the last.")
                  .arg(letter(winning->heap))
                  .arg(size - winning->count);
        return NimHintDialog::tr("<p><b>Misère endgame: %1.</b> %2 The nim-sum does not decide misère play "
                                 "once at most one heap has two stones or more.</p>")
            .arg(moveInWords(*winning), why);
    }

    const QString misereNote = position.isMisere()
        ? NimHintDialog::tr(" In misère play this is the right plan as long as two heaps or more have two stones "
                            "or more; near the end, leave an odd number of single stones instead.")
        : QString();
    if (!winning) {
        const QString marked = hinted ? NimHintDialog::tr(" The hint, %1, keeps the game going longest, so the computer "
                                                          "has the most turns to slip.")
                                            .arg(moveInWords(*hinted))
                                      : QString();
        return NimHintDialog::tr("<p><b>The nim-sum is 0: there is no winning move.</b> Every move changes "
                                 "one heap, which flips at least one column to an odd number of ones, so any "
                                 "move leaves a non-zero nim-sum, and a perfect computer answers by making it "
                                 "0 again.%1%2</p>")
            .arg(marked, misereNote);
    }
    const int size = heaps[std::size_t(winning->heap)];
    const int target = size - winning->count;
    return NimHintDialog::tr("<p><b>The nim-sum is %1, not 0: you can win. %2.</b></p>"
                             "<p>Heap %3 goes from %4 (%5) to %6 (%7): its size XOR the nim-sum. That flips "
                             "exactly the tinted columns, so every column ends with an even number of ones and "
                             "the nim-sum becomes 0. Whatever the computer does next makes it non-zero again, "
                             "and you can always bring it back to 0, until you take the last stone.%8</p>")
        .arg(sum)
        .arg(winning->count == 1 ? NimHintDialog::tr("Take 1 stone from heap %1").arg(letter(winning->heap))
                                 : NimHintDialog::tr("Take %1 stones from heap %2").arg(winning->count).arg(letter(winning->heap)))
        .arg(letter(winning->heap))
        .arg(size)
        .arg(binary(size, bits))
        .arg(target)
        .arg(binary(target, bits))
        .arg(misereNote);
}

} // namespace

NimHintDialog::NimHintDialog(const NimPuzzle &position, const std::string &hinted, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Why This Hint"));
    const std::vector<int> &heaps = position.heaps();
    const int largest = *std::max_element(heaps.begin(), heaps.end());
    const int bits = std::max(1, int(std::bit_width(unsigned(largest))));

    QString html = tr("<p>Write each heap's size in binary and add up every column <i>without carrying</i>: "
                      "a column with an odd number of ones gives 1. The result is the <b>nim-sum</b>.</p>");
    html += sumTable(heaps, bits);
    if (position.isOver())
        html += tr("<p>The game is over.</p>");
    else if (position.toMove() != pb::nim::Player::Human)
        html += tr("<p>It is the computer's turn.</p>");
    else
        html += verdict(position, bits, pb::nim::parseMove(hinted));

    m_text = new QLabel(html, this);
    m_text->setTextFormat(Qt::RichText);
    m_text->setWordWrap(true);
    m_text->setMinimumWidth(460);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(buttons);
}

QString NimHintDialog::explanation() const
{
    return m_text->text();
}

QDialog *NimHintDialog::explain(QWidget *parent, const pb::Puzzle &position, const std::string &hinted)
{
    const auto *nim = dynamic_cast<const NimPuzzle *>(&position);
    if (!nim)
        return nullptr;
    auto *dialog = new NimHintDialog(*nim, hinted, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    return dialog;
}
