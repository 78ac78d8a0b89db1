/** Who we are, as the pages say it. */
export const SITE = {
  name: 'MotoMaroc',
  tagline: 'Motos, équipements et pièces partout au Maroc',
  description:
    'Petites annonces de motos neuves et d’occasion, équipements du motard, pièces détachées et pneus, entre particuliers et boutiques, partout au Maroc.',
  email: 'contact@motomaroc.ma',
  social: {
    facebook: 'https://www.facebook.com/motomaroc',
    instagram: 'https://www.instagram.com/motomaroc',
    youtube: 'https://www.youtube.com/@motomaroc',
    tiktok: 'https://www.tiktok.com/@motomaroc',
  },
} as const;
