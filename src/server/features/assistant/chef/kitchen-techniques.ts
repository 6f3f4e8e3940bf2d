/**
 * Technique tips of a Mexican restaurant kitchen, written by the team. `match` lists words (no
 * accents, lower case) that bring the tip up when a question, a step or a dish's name has them.
 */
export interface Technique {
  name: string;
  match: string[];
  tips: string[];
}

export const TECHNIQUES: Technique[] = [
  {
    name: 'Asar y tatemar',
    match: ['asar', 'asado', 'asados', 'tatemar', 'tatema', 'comal', 'rajas', 'poblano'],
    tips: [
      'Asa chiles y jitomates en comal o directo al fuego hasta que la piel se ampolle y ennegrezca en partes.',
      'Deja sudar los chiles en una bolsa o tapados 10 minutos: la piel sale sola. No los laves bajo el chorro, pierden sabor.',
    ],
  },
  {
    name: 'Chiles secos',
    match: ['guajillo', 'ancho', 'pasilla', 'chile seco', 'chiles secos', 'mulato', 'morita', 'hidratar', 'desvenar'],
    tips: [
      'Desvena y quita semillas; tuesta 10 a 20 segundos por lado: si humean o se ennegrecen, amargan.',
      'Hidrátalos en agua caliente 15 a 20 minutos; si el agua sabe amarga, licua con caldo en lugar de esa agua.',
    ],
  },
  {
    name: 'Sazonar (freír) la salsa',
    match: ['salsa', 'sazonar', 'freir la salsa', 'adobo', 'mole', 'pipian', 'enchiladas'],
    tips: [
      'Fríe la salsa licuada en poco aceite muy caliente, con cuidado porque salpica, y cocina 8 a 10 minutos hasta que oscurezca y espese.',
      'Cuela las salsas de chile seco para una textura tersa.',
    ],
  },
  {
    name: 'Acitronar',
    match: ['acitronar', 'cebolla', 'sofreir', 'sofrito'],
    tips: [
      'Acitrona la cebolla a fuego medio hasta que esté transparente, sin dorarla; el ajo va al final porque se quema rápido.',
    ],
  },
  {
    name: 'Masa y tortillas',
    match: ['masa', 'tortilla', 'tortillas', 'sopes', 'quesadillas', 'gorditas', 'tlacoyos', 'huaraches', 'nixtamal'],
    tips: [
      'La masa está en su punto cuando no se pega a las manos y no se agrieta al aplanarla; si se agrieta, agrega agua tibia poco a poco.',
      'Comal bien caliente: voltea la tortilla a los 15 segundos, luego a los 30; si se infla, la masa está bien hidratada.',
      'Guarda las tortillas en tortillero o trapo para que se mantengan suaves.',
    ],
  },
  {
    name: 'Capeado',
    match: ['capear', 'capeado', 'capeados', 'chile relleno', 'chiles rellenos', 'rellenos'],
    tips: [
      'Bate las claras a punto de turrón e incorpora las yemas una por una, sin batir de más.',
      'Enharina el chile relleno antes de capearlo para que el huevo se adhiera; fríe en aceite a 180 °C bañándolo con el aceite.',
    ],
  },
  {
    name: 'Marinar carnes',
    match: ['marinar', 'marinada', 'pastor', 'arrachera', 'adobar', 'cochinita', 'carne asada'],
    tips: [
      'Con piña o papaya no marines más de 12 horas: sus enzimas deshacen la carne.',
      'Seca la carne antes de asarla para que se dore; corta la arrachera contra la fibra.',
    ],
  },
  {
    name: 'Frijoles de olla',
    match: ['frijol', 'frijoles', 'refritos', 'charros'],
    tips: [
      'Remoja los frijoles 8 horas y cuécelos a fuego bajo; sala hasta el final, o se endurecen.',
      'Agrega el epazote en los últimos 15 minutos para que no amargue.',
    ],
  },
  {
    name: 'Arroz',
    match: ['arroz'],
    tips: [
      'Lava el arroz hasta que el agua salga clara y sofríelo hasta que se vea opaco y suene como arena.',
      'Usa 2 tazas de caldo por taza de arroz; tapa, fuego bajo 18 minutos y reposa 5 sin destapar.',
    ],
  },
  {
    name: 'Mole',
    match: ['mole', 'pipian'],
    tips: [
      'Tuesta o fríe cada ingrediente por separado: cada uno tiene su tiempo.',
      'Fríe la pasta del mole y ajusta con caldo caliente; a fuego lento está listo cuando suelta la grasa en la superficie.',
    ],
  },
  {
    name: 'Tamales',
    match: ['tamal', 'tamales'],
    tips: [
      'Bate la manteca hasta esponjar y luego la masa: una bolita de masa debe flotar en agua fría.',
      'Cuece al vapor cerca de 1 hora; están listos cuando la masa se despega sola de la hoja.',
    ],
  },
  {
    name: 'Ceviche y mariscos',
    match: ['ceviche', 'aguachile', 'pescado', 'camaron', 'mariscos', 'coctel'],
    tips: [
      'Usa pescado muy fresco y frío; sala primero y agrega el limón 10 a 20 minutos antes de servir.',
      'Mantén los mariscos a menos de 4 °C hasta el momento de servir.',
    ],
  },
  {
    name: 'Carnitas y confitado',
    match: ['carnitas', 'confitar', 'manteca'],
    tips: [
      'Cuece la carne en manteca a fuego bajo 2 a 3 horas; al final sube el fuego para dorar.',
      'Un chorro de jugo de naranja y de leche ayuda al color dorado.',
    ],
  },
  {
    name: 'Guacamole y salsas frescas',
    match: ['guacamole', 'pico de gallo', 'aguacate', 'salsa mexicana'],
    tips: [
      'Machaca el aguacate en molcajete o con tenedor, no lo licues; sal y limón al momento.',
      'Para que no se oxide, cubre con plástico en contacto directo con la superficie; el hueso no lo evita.',
    ],
  },
  {
    name: 'Caldos y sopas',
    match: ['caldo', 'sopa', 'pozole', 'consome', 'birria', 'menudo'],
    tips: [
      'Empieza con agua fría, retira la espuma y mantén un hervor suave para un caldo claro.',
      'Cuece el maíz pozolero hasta que "floree" (se abra) antes de agregar la carne.',
    ],
  },
  {
    name: 'Conservación e inocuidad',
    match: ['conservar', 'refrigerar', 'guardar', 'congelar', 'durar', 'dura', 'inocuidad'],
    tips: [
      'No dejes alimentos cocidos más de 2 horas a temperatura ambiente: enfríalos rápido en recipientes bajos y refrigera a 4 °C o menos.',
      'Etiqueta cada preparación con fecha; las salsas con aguacate o lácteos duran menos (1 a 2 días).',
    ],
  },
];
