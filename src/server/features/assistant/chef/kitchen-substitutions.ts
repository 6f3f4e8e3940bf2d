/**
 * Common substitutions of a Mexican restaurant kitchen, written by the team. `match` lists words
 * (no accents, lower case) that name the ingredient in a question or a recipe.
 */
export interface Substitution {
  ingredient: string;
  match: string[];
  options: string[];
}

export const SUBSTITUTIONS: Substitution[] = [
  {
    ingredient: 'Jitomate',
    match: ['jitomate', 'tomate rojo', 'tomate saladet', 'tomate bola'],
    options: [
      'Jitomate en lata (una lata de 800 g equivale a unos 6 jitomates saladet); cocina la salsa 5 minutos más para quitar el sabor metálico.',
      'Puré de tomate (1 taza por cada 3 jitomates), ajustando la sal porque suele venir salado.',
      'Tomate verde solo si el platillo admite una salsa más ácida y de otro color.',
    ],
  },
  {
    ingredient: 'Crema',
    match: ['crema', 'crema acida', 'crema mexicana'],
    options: [
      'Yogur natural sin azúcar con un chorrito de leche y una pizca de sal.',
      'Jocoque o crema ácida; para cocinar, agrégalos al final y sin hervir para que no se corten.',
    ],
  },
  {
    ingredient: 'Queso fresco',
    match: ['queso fresco', 'queso panela', 'panela'],
    options: [
      'Queso panela (más firme) o requesón en rellenos.',
      'Queso feta remojado 10 minutos en agua para quitarle sal.',
    ],
  },
  {
    ingredient: 'Queso Oaxaca',
    match: ['queso oaxaca', 'quesillo'],
    options: [
      'Queso asadero o queso Chihuahua para fundir y gratinar.',
      'Mozzarella de barra; funde igual pero es menos salado, ajusta la sal.',
    ],
  },
  {
    ingredient: 'Queso cotija',
    match: ['cotija', 'queso anejo'],
    options: [
      'Queso añejo o queso feta desmoronado.',
      'Parmesano rallado en menor cantidad (es más intenso y más caro).',
    ],
  },
  {
    ingredient: 'Chile guajillo',
    match: ['guajillo'],
    options: [
      'Chile california (mismo color, menos picante).',
      'Chile puya: más picante, usa la mitad.',
      'Chile ancho: da una salsa más dulce y oscura.',
    ],
  },
  {
    ingredient: 'Chile ancho',
    match: ['chile ancho', 'ancho'],
    options: ['Chile mulato (más achocolatado).', 'Chile guajillo con un poco de piloncillo para compensar el dulzor.'],
  },
  {
    ingredient: 'Chile chipotle',
    match: ['chipotle'],
    options: ['Chile morita (también ahumado, algo más picante).', 'Chile guajillo con una pizca de pimentón ahumado.'],
  },
  {
    ingredient: 'Chile serrano',
    match: ['serrano'],
    options: [
      'Chile jalapeño: pica menos, usa 1 jalapeño por cada 2 serranos.',
      'Chile de árbol fresco, en menor cantidad.',
    ],
  },
  {
    ingredient: 'Chile jalapeño',
    match: ['jalapeno'],
    options: ['Chile serrano: pica más, usa la mitad.', 'Chile güero para un picor suave.'],
  },
  {
    ingredient: 'Chile poblano',
    match: ['poblano'],
    options: ['Chile anaheim asado.', 'Pimiento morrón verde asado si no se quiere picor (para rellenos o rajas).'],
  },
  {
    ingredient: 'Epazote',
    match: ['epazote'],
    options: [
      'No tiene sustituto exacto: en frijoles usa hoja santa o una pizca de orégano mexicano.',
      'En quesadillas y esquites, un poco de cilantro con orégano.',
    ],
  },
  {
    ingredient: 'Cilantro',
    match: ['cilantro'],
    options: [
      'Perejil liso con unas gotas de limón (el sabor cambia).',
      'Pápalo en tacos y cemitas, en menor cantidad porque es más intenso.',
    ],
  },
  {
    ingredient: 'Orégano mexicano',
    match: ['oregano'],
    options: ['Mejorana con un toque de tomillo.', 'Orégano mediterráneo: es más dulce, usa un poco más.'],
  },
  {
    ingredient: 'Manteca de cerdo',
    match: ['manteca'],
    options: [
      'Aceite vegetal para freír.',
      'En tamales: mitad manteca vegetal y mitad mantequilla, batiendo más tiempo para esponjar.',
    ],
  },
  {
    ingredient: 'Piloncillo',
    match: ['piloncillo', 'panela de cana'],
    options: [
      'Azúcar mascabado: un cono de 250 g equivale a 1 taza compactada.',
      'Azúcar morena con una cucharadita de melaza.',
    ],
  },
  {
    ingredient: 'Masa de maíz',
    match: ['masa', 'masa de maiz', 'nixtamal'],
    options: [
      'Harina de maíz nixtamalizado: 2 tazas de harina con 1¼ taza de agua tibia dan cerca de ½ kg de masa; reposa 10 minutos tapada.',
    ],
  },
  {
    ingredient: 'Tortilla de maíz',
    match: ['tortilla'],
    options: [
      'Tortilla de harina para tacos de guisado o carne asada.',
      'Para chilaquiles y sopas, totopos o tostadas comerciales.',
    ],
  },
  {
    ingredient: 'Limón',
    match: ['limon'],
    options: ['Lima o naranja agria en marinadas.', 'Vinagre de manzana en aderezos, en la mitad de la cantidad.'],
  },
  {
    ingredient: 'Naranja agria',
    match: ['naranja agria'],
    options: [
      'Dos partes de jugo de naranja dulce por una de jugo de limón.',
      'Jugo de naranja con un chorrito de vinagre blanco.',
    ],
  },
  {
    ingredient: 'Aguacate',
    match: ['aguacate', 'guacamole'],
    options: [
      'Para salsa de taquería: calabacita cocida licuada con la mitad del aguacate, chile y cilantro; rinde más y se oxida menos.',
      'En platillos, crema con chile verde licuado para dar cremosidad.',
    ],
  },
  {
    ingredient: 'Caldo de pollo',
    match: ['caldo', 'consome'],
    options: [
      'Consomé en polvo: 1 cucharada por litro de agua, y baja la sal del resto de la receta.',
      'Agua con cebolla, ajo y zanahoria hervidos 20 minutos.',
    ],
  },
  {
    ingredient: 'Leche evaporada',
    match: ['leche evaporada'],
    options: [
      'Leche entera reducida a la mitad a fuego bajo.',
      'Leche entera con 1 cucharada de mantequilla por taza.',
    ],
  },
  {
    ingredient: 'Fécula de maíz',
    match: ['fecula', 'maizena'],
    options: [
      'Harina de trigo: el doble de cantidad, cocinando 2 minutos más.',
      'Fécula de papa en la misma cantidad.',
    ],
  },
  {
    ingredient: 'Huevo',
    match: ['huevo'],
    options: [
      'Para empanizar: 2 cucharadas de harina con 3 de agua por huevo.',
      'Para capear no hay sustituto: el batido de claras es lo que infla.',
    ],
  },
  {
    ingredient: 'Achiote',
    match: ['achiote'],
    options: ['Pimentón dulce con comino, orégano, ajo, vinagre y jugo de naranja agria, molidos en pasta.'],
  },
  {
    ingredient: 'Arrachera',
    match: ['arrachera'],
    options: [
      'Diezmillo o falda de res bien marinados y cortados contra la fibra.',
      'Sirloin en tiras si se busca un corte más suave.',
    ],
  },
  {
    ingredient: 'Carne de cerdo',
    match: ['cerdo', 'pastor', 'lomo', 'pierna'],
    options: [
      'Pierna o lomo de cerdo entre sí; la pierna queda más jugosa.',
      'Muslo de pollo con la misma marinada (cocción más corta).',
    ],
  },
  {
    ingredient: 'Camarón',
    match: ['camaron'],
    options: ['Pescado blanco firme (robalo, tilapia) en cubos.', 'Pulpo cocido en cócteles.'],
  },
  {
    ingredient: 'Hoja de plátano',
    match: ['hoja de platano'],
    options: [
      'Hoja de maíz remojada para tamales.',
      'Papel aluminio forrado con papel encerado para cochinita; el aroma cambia.',
    ],
  },
];
