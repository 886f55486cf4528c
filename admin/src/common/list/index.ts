export { ListScreen, LIST_PAGE_SIZE, type ListScreenProps } from './ListScreen';
export type { ListColumn, ListScreenSettings } from './columns';
export { DeleteDialog } from './DeleteDialog';
