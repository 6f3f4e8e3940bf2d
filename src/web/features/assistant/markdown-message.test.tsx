// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MarkdownMessage } from './markdown-message';
import { separateBlocks } from './separate-blocks';

afterEach(cleanup);

describe('MarkdownMessage', () => {
  it('keeps a subheading written right under a list out of the last bullet', () => {
    render(
      <MarkdownMessage
        text={'**Consejos:**\n\n*Salsas*\n- Tuesta los chiles\n- No quemes el ajo\n*Tortillas*\n- Comal bien caliente'}
      />,
    );
    const lists = screen.getAllByRole('list');
    expect(lists).toHaveLength(2);
    expect(
      within(lists[0])
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tuesta los chiles', 'No quemes el ajo']);
    expect(screen.getByText('Tortillas').closest('li')).toBeNull();
  });

  it('renders headings, numbered lists and nested bullets', () => {
    render(
      <MarkdownMessage text={'## Compras de la semana\n1. Tomate\n   - 5 kg\n2. Cebolla\n### Notas\nTodo bien'} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Compras de la semana' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Notas' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.firstChild?.textContent?.trim())).toEqual([
      'Tomate',
      '5 kg',
      'Cebolla',
    ]);
  });
});

describe('separateBlocks', () => {
  it('leaves indented continuations, blank-line lists and code fences alone', () => {
    const text = '- uno\n  sigue\n\nTexto\n```\n- a\nb\n```';
    expect(separateBlocks(text)).toBe(text);
    expect(separateBlocks('- uno\nDos')).toBe('- uno\n\nDos');
  });
});
