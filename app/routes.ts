import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { testRoutesEnabled } from './config/build-flags';

export default [
  index('routes/home/route.tsx'),
  route('tecnologias', 'routes/technologies/route.tsx'),
  route('productos', 'routes/products/route.tsx'),
  route('laboratorio', 'routes/laboratory/route.tsx'),
  route('developers', 'routes/developers/route.tsx'),
  route('ethics', 'routes/ethics/route.tsx'),
  route('partners', 'routes/partners/route.tsx'),
  route('synthamourlife', 'routes/synthamour-life/route.tsx'),
  route('contacto', 'routes/contact/route.tsx'),
  route('checkout', 'routes/checkout/route.tsx'),
  route('ely', 'routes/ely/route.tsx'),
  route('academia', 'routes/academy/route.tsx'),
  ...(testRoutesEnabled ? [route('__test/error', 'routes/test-error/route.tsx')] : []),
  route('*', 'routes/not-found/route.tsx'),
] satisfies RouteConfig;
