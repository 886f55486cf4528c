import { useEffect, useState, type ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton, InputAdornment, TextField, Toolbar, Tooltip, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useBasename, useListContext, useTranslate } from 'react-admin';
import { ExportButton } from './ExportButton';

/** The search box: sets the list's `q` filter, debounced by react-admin. */
export const SearchBox = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [text, setText] = useState<string>(typeof filterValues.q === 'string' ? filterValues.q : '');
  useEffect(() => {
    if (typeof filterValues.q !== 'string' && text !== '') setText('');
    // Only an outside reset of the filter clears the box.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filterValues.q]);
  return (
    <TextField
      size="small"
      value={text}
      placeholder={translate('medstaff.list.search')}
      slotProps={{
        htmlInput: { 'aria-label': translate('medstaff.list.search') },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      onChange={(event) => {
        const q = event.target.value;
        setText(q);
        const { q: _previous, ...others } = filterValues;
        setFilters(q.trim() === '' ? others : { ...others, q }, undefined, true);
      }}
    />
  );
};

interface ListToolbarProps {
  title: string;
  addPath?: string;
  /** Filters beside the search box. */
  filters?: ReactNode;
  onDelete: () => void;
}

/** Title, search box, 'N selected', the Add or Delete button and Export. */
export const ListToolbar = ({ title, addPath, filters, onDelete }: ListToolbarProps) => {
  const translate = useTranslate();
  const basename = useBasename();
  const { selectedIds } = useListContext();
  const count = selectedIds.length;
  return (
    <Toolbar sx={{ gap: 2, flexWrap: 'wrap', px: { xs: 1, sm: 2 } }}>
      <Typography variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
        {translate(title)}
      </Typography>
      <SearchBox />
      {filters}
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {translate('medstaff.list.selected', { count })}
      </Typography>
      <Box>
        {count > 0 ? (
          <Tooltip title={translate('medstaff.list.delete')}>
            <IconButton aria-label={translate('medstaff.list.delete')} color="error" onClick={onDelete}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        ) : addPath ? (
          <Tooltip title={translate('medstaff.list.add')}>
            <IconButton aria-label={translate('medstaff.list.add')} component={Link} to={`${basename}/${addPath}`}>
              <AddIcon />
            </IconButton>
          </Tooltip>
        ) : null}
        <ExportButton />
      </Box>
    </Toolbar>
  );
};
