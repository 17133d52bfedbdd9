import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Box, Button, FormHelperText, FormLabel, IconButton, Popover, Stack, TextField, Tooltip } from '@mui/material';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import TitleIcon from '@mui/icons-material/Title';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import NotesIcon from '@mui/icons-material/Notes';
import { useCatalog } from '../lib/i18n-catalog';
import { editorCatalog } from './editor.catalog';
import { safeHtmlMarkup } from './SafeHtml';

export interface RichTextEditorProps {
  label: string;
  /** The HTML shown when the editor opens (the editor is uncontrolled afterwards: key it to start afresh). */
  value: string;
  onChange(html: string): void;
  helperText?: string;
  error?: boolean;
}

/** What an empty editable area holds once its text was deleted. */
const isBlank = (html: string) => html.replace(/<br\s*\/?>|<p>\s*<\/p>|&nbsp;|\s/gi, '') === '';

/** The browser's editing commands (no dependency); a browser without them (jsdom) just types. */
function exec(command: string, argument?: string) {
  if (typeof document.execCommand === 'function') document.execCommand(command, false, argument);
}

/**
 * A small rich-text editor (type templates, protocol and task texts): bold, italic, underline, headings, lists
 * and links on a contentEditable area. The server sanitises what it stores (allowlist),
 * so the HTML here only has to be what the browser makes.
 */
export function RichTextEditor({ label, value, onChange, helperText, error }: RichTextEditorProps) {
  const { t } = useCatalog('editor', editorCatalog);
  const id = useId();
  const area = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const [linkAnchor, setLinkAnchor] = useState<HTMLElement | null>(null);
  const [url, setUrl] = useState('https://');

  useEffect(() => {
    // the allowlist of SafeHtml: markup that runs script (img onerror, iframe srcdoc, …) never reaches the page
    if (area.current) area.current.innerHTML = safeHtmlMarkup(value);
    // the first value only: afterwards the area is the truth
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, []);

  const changed = () => {
    const html = area.current?.innerHTML ?? '';
    onChange(isBlank(html) ? '' : html);
  };
  const run = (command: string, argument?: string) => {
    area.current?.focus();
    exec(command, argument);
    changed();
  };
  // toolbar buttons keep the selection in the text
  const keepSelection = (event: MouseEvent) => event.preventDefault();

  const openLink = (event: MouseEvent<HTMLElement>) => {
    const selection = window.getSelection();
    saved.current = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
    setUrl('https://');
    setLinkAnchor(event.currentTarget);
  };
  const applyLink = () => {
    setLinkAnchor(null);
    area.current?.focus();
    const selection = window.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
    if (/^(https?:\/\/|mailto:)\S+$/i.test(url.trim())) run('createLink', url.trim());
  };

  const tool = (name: string, icon: ReactNode, onClick: (event: MouseEvent<HTMLElement>) => void) => (
    <Tooltip title={t(name)} key={name}>
      <IconButton size="small" aria-label={t(name)} onMouseDown={keepSelection} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );

  return (
    <Box>
      <FormLabel id={`${id}-label`} error={error} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}>
        <Stack direction="row" role="toolbar" aria-label={t('toolbar')} sx={{ flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider', px: 0.5 }}>
          {tool('bold', <FormatBoldIcon fontSize="small" />, () => run('bold'))}
          {tool('italic', <FormatItalicIcon fontSize="small" />, () => run('italic'))}
          {tool('underline', <FormatUnderlinedIcon fontSize="small" />, () => run('underline'))}
          {tool('heading2', <TitleIcon fontSize="small" />, () => run('formatBlock', 'h2'))}
          {tool('heading3', <TextFieldsIcon fontSize="small" />, () => run('formatBlock', 'h3'))}
          {tool('paragraph', <NotesIcon fontSize="small" />, () => run('formatBlock', 'p'))}
          {tool('bulletList', <FormatListBulletedIcon fontSize="small" />, () => run('insertUnorderedList'))}
          {tool('numberedList', <FormatListNumberedIcon fontSize="small" />, () => run('insertOrderedList'))}
          {tool('link', <LinkIcon fontSize="small" />, openLink)}
          {tool('unlink', <LinkOffIcon fontSize="small" />, () => run('unlink'))}
        </Stack>
        <Box
          ref={area}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          contentEditable
          suppressContentEditableWarning
          onInput={changed}
          onBlur={changed}
          sx={{
            minHeight: 120,
            maxHeight: 320,
            overflowY: 'auto',
            p: 1.5,
            outline: 'none',
            '&:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
            '& h2': { typography: 'h6', m: 0, mb: 1 },
            '& h3': { typography: 'subtitle1', fontWeight: 600, m: 0, mb: 1 },
            '& p': { m: 0, mb: 1 },
            '& ul, & ol': { mt: 0, mb: 1, pl: 3 },
          }}
        />
      </Box>
      {helperText && <FormHelperText error={error}>{helperText}</FormHelperText>}
      <Popover
        open={linkAnchor !== null}
        anchorEl={linkAnchor}
        onClose={() => setLinkAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Stack
          component="form"
          direction="row"
          spacing={1}
          sx={{ p: 1.5, alignItems: 'center' }}
          onSubmit={(event) => {
            // the popover sits in a portal, but React bubbles its submit to the dialog's form
            event.preventDefault();
            event.stopPropagation();
            applyLink();
          }}
        >
          <TextField size="small" label={t('linkUrl')} value={url} onChange={(event) => setUrl(event.target.value)} autoFocus />
          <Button type="submit" variant="contained" size="small">
            {t('linkApply')}
          </Button>
        </Stack>
      </Popover>
    </Box>
  );
}
