import Markdown from 'react-markdown';

/** An answer rendered as Markdown (no raw HTML: react-markdown escapes it). Links open outside the app. */
export function MarkdownMessage({ text }: { text: string }) {
  return (
    <div className="space-y-2 text-sm leading-relaxed [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-5">
      <Markdown components={{ a: ({ href, children }) => <a href={href} target="_blank" rel="noreferrer noopener" className="underline">{children}</a> }}>{text}</Markdown>
    </div>
  );
}
