import Markdown from 'react-markdown';
import { separateBlocks } from './separate-blocks';

const STYLES =
  'space-y-2 text-sm leading-relaxed break-words ' +
  '[&_h1]:text-base [&_h1]:font-bold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_h4]:font-semibold [&_h1,&_h2,&_h3,&_h4]:mt-3 ' +
  '[&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 [&_li]:mt-1 [&_li>ul]:mt-1 [&_li>ol]:mt-1 [&_strong]:font-semibold ' +
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-2';

/** An answer rendered as Markdown (no raw HTML: react-markdown escapes it). Links open outside the app. */
export function MarkdownMessage({ text }: { text: string }) {
  return (
    <div className={STYLES}>
      <Markdown
        components={{
          a: ({ href, children }) => (
            <a href={href} target="_blank" rel="noreferrer noopener" className="underline">
              {children}
            </a>
          ),
        }}
      >
        {separateBlocks(text)}
      </Markdown>
    </div>
  );
}
