import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { testRoutesEnabled } from './config/build-flags';

export default [
  index('routes/home.tsx'),
  route('tecnologias', 'routes/technologies.tsx'),
  route('productos', 'routes/products.tsx'),
  route('laboratorio', 'routes/laboratory.tsx'),
  route('developers', 'routes/developers.tsx'),
  route('ethics', 'routes/ethics.tsx'),
  route('partners', 'routes/partners.tsx'),
  route('synthamourlife', 'routes/synthamour-life.tsx'),
  route('contacto', 'routes/contact.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('ely', 'routes/ely.tsx'),
  route('academia', 'routes/academy.tsx'),
  ...(testRoutesEnabled ? [route('__test/error', 'routes/test-error.tsx')] : []),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
