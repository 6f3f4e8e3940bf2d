import { cloneElement, isValidElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';

type SlotProps = HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> };
type Props = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;

const setRef = (ref: unknown, node: HTMLElement | null) => {
  if (typeof ref === 'function') ref(node);
  else if (ref && typeof ref === 'object') (ref as { current: unknown }).current = node;
};

/**
 * Renders its one child element with the slot's props, as Radix's Slot does for `Button asChild` and
 * `FormField`: the child's own props win, except that both event handlers run (the child's first),
 * classes join, styles merge, `aria-describedby` ids add up and both refs get the node. Radix's Slot is
 * 1.4 KB gzip on every first load for these two uses (decision 065); Radix's own parts keep theirs.
 */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  if (!isValidElement<Props>(children)) return null;
  const childProps = children.props;
  const merged: Props = { ...slotProps, ...childProps };
  for (const [name, childValue] of Object.entries(childProps)) {
    const slotValue = (slotProps as Props)[name];
    if (/^on[A-Z]/.test(name))
      merged[name] =
        slotValue && childValue
          ? (...args: unknown[]) => {
              const result = (childValue as Handler)(...args);
              (slotValue as Handler)(...args);
              return result;
            }
          : (childValue ?? slotValue);
    else if (name === 'style') merged.style = { ...(slotValue as object), ...(childValue as object) };
    else if (name === 'className') merged.className = [slotValue, childValue].filter(Boolean).join(' ');
    else if (name === 'aria-describedby') {
      const ids = [childValue, slotValue].flatMap((value) => (typeof value === 'string' ? value.split(/\s+/) : []));
      merged[name] = [...new Set(ids.filter(Boolean))].join(' ') || undefined;
    }
  }
  if (ref)
    merged.ref = (node: HTMLElement | null) => {
      setRef(ref, node);
      setRef(childProps.ref, node);
    };
  return cloneElement(children, merged);
}
