import { isAgencyRole, isHospitalRole, type PersonRole } from '@medstaff/domain';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutline';
import type SvgIcon from '@mui/material/SvgIcon';
import type { TranslationKey } from '../i18n/translations';

export interface MenuEntry {
  key: string;
  labelKey: TranslationKey;
  /** Portal path after the language segment. */
  path: string;
  icon: typeof SvgIcon;
  /** Drawn as a call to action ('Post a job'). */
  highlighted?: boolean;
  /** Active only on exactly this path, not on the pages below it. */
  end?: boolean;
  /** A count shown beside the label (e.g. new jobs), when there is one. */
  badge?: number;
  /** Pages that exist but are not offered in the menu. */
  internal?: boolean;
}

export interface MenuGroup {
  key: string;
  labelKey: TranslationKey;
  entries: MenuEntry[];
}

const HOSPITAL_MENU: MenuGroup[] = [
  {
    key: 'organisation',
    labelKey: 'shell.menu.group.organisation',
    entries: [
      { key: 'dashboard', labelKey: 'shell.menu.dashboard', path: '/hospital', icon: DashboardOutlinedIcon, end: true },
      {
        key: 'post-job',
        labelKey: 'shell.menu.postJob',
        path: '/hospital/create-job',
        icon: AddCircleOutlineIcon,
        highlighted: true,
      },
      {
        key: 'assignments',
        labelKey: 'assignments.menu',
        path: '/hospital/assignments',
        icon: EventAvailableOutlinedIcon,
      },
    ],
  },
];

const AGENCY_MENU: MenuGroup[] = [
  {
    key: 'agency',
    labelKey: 'shell.menu.group.agency',
    entries: [
      { key: 'new-jobs', labelKey: 'shell.menu.newJobs', path: '/agency/jobs', icon: WorkOutlineIcon },
      {
        key: 'applied-jobs',
        labelKey: 'shell.menu.appliedJobs',
        path: '/agency/applied-jobs',
        icon: AssignmentTurnedInOutlinedIcon,
      },
      {
        key: 'assignments',
        labelKey: 'assignments.menu',
        path: '/agency/assignments',
        icon: EventAvailableOutlinedIcon,
      },
      { key: 'settings', labelKey: 'shell.menu.agencySettings', path: '/agency/settings', icon: SettingsOutlinedIcon },
    ],
  },
];

const POOL_MENU: MenuGroup[] = [
  {
    key: 'pool',
    labelKey: 'pool.menu.group',
    entries: [
      {
        key: 'my-assignments',
        labelKey: 'assignments.menu.mine',
        path: '/shifts/assignments',
        icon: WorkOutlineIcon,
      },
      { key: 'shifts', labelKey: 'pool.menu.shifts', path: '/shifts', icon: EventAvailableOutlinedIcon, end: true },
      { key: 'agencies', labelKey: 'pool.menu.agencies', path: '/shifts/agencies', icon: BusinessOutlinedIcon },
    ],
  },
];

const menuOfRole = (role: PersonRole): MenuGroup[] => {
  if (isHospitalRole(role)) return HOSPITAL_MENU;
  if (isAgencyRole(role)) return AGENCY_MENU;
  if (role === 'USER') return POOL_MENU;
  return [];
};

/**
 * The side menu of a role: hospital-type users manage jobs, agencies browse and apply, members of
 * a department's internal pool answer its shift offers. Internal entries are left out.
 */
export function menuGroupsForRole(role: PersonRole): MenuGroup[] {
  const groups = menuOfRole(role);
  return groups
    .map((group) => ({ ...group, entries: group.entries.filter((entry) => !entry.internal) }))
    .filter((group) => group.entries.length > 0);
}

/** How each role is named under the user's name. */
export const ROLE_LABEL_KEYS: Record<PersonRole, TranslationKey> = {
  ADMIN: 'role.ADMIN',
  ORG_ADMIN: 'role.ORG_ADMIN',
  ORG_SUB: 'role.ORG_SUB',
  AGENCY: 'role.AGENCY',
  USER: 'role.USER',
};
