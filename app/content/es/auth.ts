/**
 * El inicio de sesión, en español (ver en/auth.ts). Los mensajes del proveedor (Firebase) se
 * dicen con nuestras palabras; los que cita la especificación dicen lo mismo que en inglés.
 */
import type { AuthCopy } from '../en/auth';

export const auth: AuthCopy = {
  login: {
    google: 'Continuar con Google',
    googleLoading: 'Preparando el inicio de sesión con Google…',
    divider: 'o',
    methodsLabel: 'Forma de iniciar sesión',
    methods: { email: 'Correo', phone: 'Teléfono' },
    email: {
      email: 'Correo electrónico',
      password: 'Contraseña',
      signIn: 'Iniciar sesión',
      register: 'Crear cuenta',
      forgot: '¿Olvidaste tu contraseña?',
    },
    phone: {
      number: 'Número de teléfono',
      numberHint:
        'Con la clave del país, por ejemplo +52 55 1234 5678. Te enviamos un código de 6\u00a0dígitos por SMS.',
      send: 'Enviar código',
      code: 'Código del mensaje de texto',
      verify: 'Verificar e iniciar sesión',
      otherNumber: 'Usar otro número',
      resend: 'Enviar un código nuevo',
    },
  },
  messages: {
    emailAndPasswordRequired: 'El correo y la contraseña son obligatorios',
    enterValidEmail: 'Escribe un correo válido',
    phoneRequired: 'Escribe tu número de teléfono',
    invalidOtp: 'Código no válido',
    registered: 'Usuario registrado. Verifica tu correo antes de iniciar sesión.',
    resetSent: 'Te enviamos un correo para restablecer tu contraseña.',
    otpSent: 'Código enviado.',
  },
  errors: {
    'auth/wrong-password': 'Esa contraseña no es correcta. Inténtalo de nuevo o restablécela.',
    'auth/user-not-found': 'Ninguna cuenta usa ese correo. Revísalo o crea una cuenta.',
    'auth/invalid-credential':
      'El correo o la contraseña no son correctos. Inténtalo de nuevo o restablece tu contraseña.',
    'auth/invalid-login-credentials':
      'El correo o la contraseña no son correctos. Inténtalo de nuevo o restablece tu contraseña.',
    'auth/email-already-in-use': 'Ya hay una cuenta con ese correo. Mejor inicia sesión.',
    'auth/weak-password': 'Elige una contraseña más segura: de al menos 6 caracteres.',
    'auth/invalid-email': 'Ese correo no parece correcto.',
    'auth/missing-email': 'Escribe tu correo electrónico.',
    'auth/missing-password': 'Escribe tu contraseña.',
    'auth/invalid-phone-number':
      'Ese número no parece correcto. Incluye la clave del país, por ejemplo +52 55 1234 5678.',
    'auth/missing-phone-number': 'Escribe tu número de teléfono.',
    'auth/invalid-verification-code':
      'Ese código no es correcto. Revisa el mensaje de texto e inténtalo de nuevo.',
    'auth/code-expired': 'Ese código ya venció. Pide uno nuevo.',
    'auth/too-many-requests': 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
    'auth/quota-exceeded': 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
    'auth/popup-closed-by-user': 'Se cerró la ventana de Google antes de que terminaras.',
    'auth/cancelled-popup-request': 'Se cerró la ventana de Google antes de que terminaras.',
    'auth/popup-blocked':
      'Tu navegador bloqueó la ventana de Google. Permite las ventanas emergentes para este sitio.',
    'auth/user-disabled': 'Esta cuenta está desactivada. Escríbenos para ayudarte.',
    'auth/network-request-failed':
      'No pudimos comunicarnos con el servicio de inicio de sesión. Revisa tu conexión.',
    'auth/account-exists-with-different-credential':
      'Ya hay una cuenta con este correo y otra forma de iniciar sesión. Usa esa forma.',
    'auth/operation-not-allowed': 'Esta forma de iniciar sesión no está disponible por ahora.',
    'auth/unauthorized-domain':
      'El inicio de sesión con Google no está disponible aquí por ahora. Inicia sesión con tu correo o tu teléfono.',
    'auth/captcha-check-failed':
      'La verificación de seguridad venció o no se superó. Envía el código de nuevo.',
    'auth/invalid-app-credential':
      'La verificación de seguridad no se superó. Recarga la página y vuelve a enviar el código.',
    'auth/missing-app-credential':
      'La verificación de seguridad no terminó. Recarga la página y vuelve a enviar el código.',
    'ely/email-not-verified':
      'Verifica tu correo antes de iniciar sesión: abre el enlace que te enviamos y luego inicia sesión.',
    'ely/unavailable': 'El inicio de sesión no está disponible por ahora. Inténtalo más tarde.',
    'ely/unknown': 'No se pudo iniciar sesión. Inténtalo de nuevo.',
  },
};
