import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import InsertLink from '@mui/icons-material/InsertLink';
import Redo from '@mui/icons-material/Redo';
import StrikethroughS from '@mui/icons-material/StrikethroughS';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NepaliWord } from '../lib/nepali-typing.ts';
import { LinkDialog } from './link-dialog.tsx';

type Props = {
  label: string;
  /** HTML; an empty document is ''. */
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  error?: string | undefined;
  disabled?: boolean;
  /** The word that `typed` ends at the end of `textBefore` and what to write instead (Nepali typing); null leaves it. */
  rewriteWord?: (textBefore: string, typed: string) => NepaliWord | null;
};

/** The same extensions on every render, so the editor is not reconfigured each time. */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
  }),
];

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * The story's body: TipTap with a small toolbar (marks, headings, lists, quote, link, undo/redo).
 * What it produces is sanitized again on the server before it is stored.
 */
export function RichTextEditor({ label, value, onChange, onBlur, error, disabled = false, rewriteWord }: Props) {
  const labelId = useId();
  const helpId = useId();
  const shown = useRef(value);
  // The editor keeps the props it was made with; the rewrite is read through a ref so a new one takes effect.
  const rewrite = useRef(rewriteWord);
  rewrite.current = rewriteWord;
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-invalid': error ? 'true' : 'false',
        ...(error ? { 'aria-describedby': helpId } : {}),
        ...(disabled ? { 'aria-readonly': 'true' } : {}),
      },
      handleTextInput: (view, from, to, text) => {
        const textBefore = view.state.doc.textBetween(view.state.doc.resolve(from).start(), from);
        const word = rewrite.current?.(textBefore, text);
        if (!word) return false;
        view.dispatch(view.state.tr.insertText(word.nepali + text, from - word.latin.length, to));
        return true;
      },
    },
    onUpdate: ({ editor: changed }) => {
      shown.current = htmlOf(changed);
      onChange(shown.current);
    },
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (a reset form) replaces the document without counting as an edit. Compared with
  // the last value shown rather than the editor's HTML, which normalizes stored markup and would never match.
  useEffect(() => {
    if (!editor || value === shown.current) return;
    shown.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => editor?.setEditable(!disabled), [editor, disabled]);

  return (
    <Box>
      <Typography id={labelId} component="span" variant="body2" sx={{ display: 'block', mb: 0.5, fontWeight: 500 }}>
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          '&:focus-within': {
            borderColor: error ? 'error.main' : 'primary.main',
            boxShadow: (theme) => `0 0 0 1px ${theme.vars?.palette.primary.main}`,
          },
        }}
      >
        {editor && !disabled && <Toolbar editor={editor} />}
        <Box
          sx={{
            '& .ProseMirror': {
              minHeight: 220,
              px: 2,
              py: 1.5,
              outline: 'none',
              typography: 'body1',
              color: 'text.primary',
              overflowWrap: 'anywhere',
              '& > :first-of-type': { mt: 0 },
              '& h2': { typography: 'h2' },
              '& h3': { typography: 'h3' },
              '& a': { color: 'primary.main' },
              '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
            },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {error && (
        <FormHelperText id={helpId} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [linking, setLinking] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      strike: current.isActive('strike'),
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <Stack
      role="toolbar"
      aria-label={t('editor.toolbar')}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 0.25, px: 0.5, py: 0.5, borderBottom: 1, borderColor: 'divider', alignItems: 'center' }}
    >
      <ToolButton label={t('editor.bold')} active={state.bold} onClick={() => chain().toggleBold().run()}>
        <FormatBold fontSize="small" />
      </ToolButton>
      <ToolButton label={t('editor.italic')} active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <FormatItalic fontSize="small" />
      </ToolButton>
      <ToolButton label={t('editor.strike')} active={state.strike} onClick={() => chain().toggleStrike().run()}>
        <StrikethroughS fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton label={t('editor.heading')} active={state.heading2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <HeadingGlyph>H2</HeadingGlyph>
      </ToolButton>
      <ToolButton label={t('editor.subheading')} active={state.heading3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <HeadingGlyph>H3</HeadingGlyph>
      </ToolButton>
      <ToolButton label={t('editor.bulletList')} active={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
        <FormatListBulleted fontSize="small" />
      </ToolButton>
      <ToolButton label={t('editor.orderedList')} active={state.orderedList} onClick={() => chain().toggleOrderedList().run()}>
        <FormatListNumbered fontSize="small" />
      </ToolButton>
      <ToolButton label={t('editor.quote')} active={state.blockquote} onClick={() => chain().toggleBlockquote().run()}>
        <FormatQuote fontSize="small" />
      </ToolButton>
      <ToolButton label={t('editor.link')} active={state.link} onClick={() => setLinking(true)}>
        <InsertLink fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton label={t('editor.undo')} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <Undo fontSize="small" />
      </ToolButton>
      <ToolButton label={t('editor.redo')} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <Redo fontSize="small" />
      </ToolButton>
      <LinkDialog
        open={linking}
        current={editor.getAttributes('link').href as string | undefined}
        onClose={() => setLinking(false)}
        onApply={(href) => {
          const selected = chain().extendMarkRange('link');
          (href ? selected.setLink({ href }) : selected.unsetLink()).run();
          setLinking(false);
        }}
      />
    </Stack>
  );
}

type ToolButtonProps = { label: string; active?: boolean; disabled?: boolean; onClick(): void; children: ReactNode };

function ToolButton({ label, active, disabled = false, onClick, children }: ToolButtonProps) {
  const button = (
    <IconButton
      size="small"
      aria-label={label}
      aria-pressed={active}
      disabled={disabled}
      onClick={onClick}
      // Keep the text selection: a click on the toolbar must not take the focus out of the document first.
      onMouseDown={(event) => event.preventDefault()}
      sx={{ borderRadius: 1, color: active ? 'primary.main' : 'text.secondary', bgcolor: active ? 'action.selected' : undefined }}
    >
      {children}
    </IconButton>
  );
  return disabled ? button : <Tooltip title={label}>{button}</Tooltip>;
}

const HeadingGlyph = ({ children }: { children: string }) => (
  <Box component="span" aria-hidden sx={{ fontWeight: 700, fontSize: '0.8rem', width: 20, lineHeight: '20px' }}>
    {children}
  </Box>
);
