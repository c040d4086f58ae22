/**
 * The back office's rich-text editor (Tiptap), loaded lazily by the content form so ProseMirror
 * stays in its own admin chunk. It writes what the server's allow-list keeps (lib/html.ts):
 * paragraphs, headings, bold, italic, underline, strike, lists, quotes, links and images; an
 * image is uploaded through `/api/images` first and placed by its URL.
 */
import { useRef, type ReactNode } from 'react';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useUploadImage } from '../../api/images.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { ImageIcon, LinkIcon } from '../../ui/icons.tsx';

export interface RichTextEditorProps {
  label: string;
  value: string;
  /** The HTML, or '' when the editor is empty. */
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

function ToolButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="rte__tool"
      aria-label={label}
      title={label}
      aria-pressed={active}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const file = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      heading: e.isActive('heading', { level: 2 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    if (state.link) return chain().unsetLink().run();
    const href = window.prompt(t('adminContent.editor.linkPrompt'), 'https://');
    if (href && /^(https?:|mailto:)/iu.test(href)) chain().extendMarkRange('link').setLink({ href }).run();
  };
  return (
    <div className="rte__toolbar" role="toolbar" aria-label={t('adminContent.editor.toolbar')}>
      <ToolButton
        label={t('adminContent.editor.bold')}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
      >
        <strong>B</strong>
      </ToolButton>
      <ToolButton
        label={t('adminContent.editor.italic')}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <em>I</em>
      </ToolButton>
      <ToolButton
        label={t('adminContent.editor.underline')}
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      >
        <u>U</u>
      </ToolButton>
      <ToolButton
        label={t('adminContent.editor.strike')}
        active={state.strike}
        onClick={() => chain().toggleStrike().run()}
      >
        <s>S</s>
      </ToolButton>
      <ToolButton
        label={t('adminContent.editor.heading')}
        active={state.heading}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        H
      </ToolButton>
      <ToolButton
        label={t('adminContent.editor.bulletList')}
        active={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      >
        •
      </ToolButton>
      <ToolButton
        label={t('adminContent.editor.orderedList')}
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      >
        1.
      </ToolButton>
      <ToolButton label={t('adminContent.editor.link')} active={state.link} onClick={setLink}>
        <LinkIcon size={18} />
      </ToolButton>
      <ToolButton label={t('adminContent.editor.image')} onClick={() => file.current?.click()}>
        <ImageIcon size={18} />
      </ToolButton>
      <input
        ref={file}
        type="file"
        accept="image/*"
        hidden
        aria-label={t('adminContent.editor.image')}
        onChange={async (event) => {
          const picked = event.target.files?.[0];
          event.target.value = '';
          if (!picked) return;
          const image = await upload.mutateAsync({ file: picked });
          chain().setImage({ src: image.url, alt: '' }).run();
        }}
      />
      {upload.isPending ? <span className="muted">{t('adminContent.editor.uploading')}</span> : null}
    </div>
  );
}

export function RichTextEditor({ label, value, onChange, invalid, describedBy }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['mailto'] },
      }),
      Image,
    ],
    content: value,
    editorProps: {
      attributes: {
        class: 'rte__content prose--html',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <div className="rte" data-invalid={invalid || undefined}>
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

export default RichTextEditor;
