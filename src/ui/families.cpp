#include "families.h"

#include <QCoreApplication>

#include <vector>

#define PB_LISTED_FAMILY(folder) PB_FAMILY_UI(folder);
#include "listedfamilyuis.inc"
#undef PB_LISTED_FAMILY

namespace {

std::vector<FamilyUi> &registered()
{
    static std::vector<FamilyUi> all = [] {
        std::vector<FamilyUi> listed;
#define PB_LISTED_FAMILY(folder) listed.push_back(familyUi_##folder());
#include "listedfamilyuis.inc"
#undef PB_LISTED_FAMILY
        return listed;
    }();
    return all;
}

} // namespace

FamilyUiRegistration::FamilyUiRegistration(const FamilyUi &family)
{
    registered().push_back(family);
}

QString FamilyUi::text(const char *english)
{
    return QCoreApplication::translate("Families", english);
}

std::span<const FamilyUi> familyUis()
{
    return registered();
}

const FamilyUi *familyUi(std::string_view family)
{
    for (const FamilyUi &entry : registered()) {
        if (entry.family == family)
            return &entry;
    }
    return nullptr;
}
