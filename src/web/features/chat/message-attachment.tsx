import { Download, FileText } from 'lucide-react';
import type { ChatMessage } from '@common/chat';

/** Images inline as a thumbnail (opening the full image); other files as a download with their name. */
export function MessageAttachment({ message, onImageLoad }: { message: ChatMessage; onImageLoad?: () => void }) {
  const url = message.attachmentUrl;
  if (!url) return null;
  const name = message.attachmentName ?? 'archivo';
  if (message.attachmentType?.startsWith('image/')) {
    return (
      <div className="flex flex-col gap-1">
        <a href={url} target="_blank" rel="noopener noreferrer" aria-label={`Ver imagen ${name}`}>
          <img src={url} alt={name} onLoad={onImageLoad} className="max-h-48 max-w-full rounded-md object-contain" />
        </a>
        <a href={url} download={name} className="inline-flex items-center gap-1 text-xs underline underline-offset-2">
          <Download aria-hidden className="size-3" /> Descargar {name}
        </a>
      </div>
    );
  }
  return (
    <a
      href={url}
      download={name}
      className="flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 hover:bg-slate-50"
      aria-label={`Descargar ${name}`}
    >
      <FileText aria-hidden className="size-5 shrink-0 text-slate-600" />
      <span className="truncate">{name}</span>
      <Download aria-hidden className="ml-auto size-4 shrink-0 text-slate-600" />
    </a>
  );
}
