import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { recipeIllustrationSvg, renderRecipeIllustration } from './illustration';

const guacamole = { title: 'Guacamole', ingredients: ['Aguacate', 'Jitomate', 'Cebolla blanca', 'Cilantro'] };

describe('the built-in recipe illustration', () => {
  it('is the same picture for the same dish, whatever the order of its ingredients', () => {
    expect(recipeIllustrationSvg(guacamole)).toBe(
      recipeIllustrationSvg({ title: ' guacamole ', ingredients: [...guacamole.ingredients].reverse() }),
    );
  });

  it('changes with the dish and with its ingredients', () => {
    const base = recipeIllustrationSvg(guacamole);
    expect(recipeIllustrationSvg({ ...guacamole, title: 'Pico de gallo' })).not.toBe(base);
    expect(recipeIllustrationSvg({ ...guacamole, ingredients: ['Aguacate', 'Limón'] })).not.toBe(base);
  });

  it('colours ingredients after what they are: avocado green, tomato red', () => {
    const svg = recipeIllustrationSvg({ title: 'x', ingredients: ['Aguacate hass', 'Jitomate saladet'] });
    expect(svg).toContain('fill="#6a994e"');
    expect(svg).toContain('fill="#c0392b"');
  });

  it('renders to a 768×512 PNG', async () => {
    const image = await renderRecipeIllustration(guacamole);
    expect(image.contentType).toBe('image/png');
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format: 'png', width: 768, height: 512 });
  });
});
