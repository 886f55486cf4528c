import { Box, Pagination, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** 'Page:' and the page numbers, with screen-reader labels in the interface language. */
export const ListPager = () => {
  const translate = useTranslate();
  const { page, perPage, total, setPage } = useListContext();
  const pages = Math.max(1, Math.ceil((total ?? 0) / perPage));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, p: 1 }}>
      <Typography variant="body2" id="list-pager-label">
        {translate('medstaff.list.page')}
      </Typography>
      <Pagination
        count={pages}
        page={Math.min(page, pages)}
        onChange={(_event, value) => setPage(value)}
        size="small"
        aria-labelledby="list-pager-label"
        getItemAriaLabel={(type, item, selected) =>
          type === 'page'
            ? translate(selected ? 'medstaff.console.pager.current_page' : 'medstaff.console.pager.page', {
                page: item,
              })
            : translate(`medstaff.console.pager.${type}`)
        }
      />
    </Box>
  );
};
