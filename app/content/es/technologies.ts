/** La página de tecnologías: dos pestañas, tres categorías cada una (ver en/technologies.ts). */
import type { TechnologiesCopy } from '../en/technologies';

export const technologies: TechnologiesCopy = {
  page: {
    eyebrow: 'Tecnologías',
    title: 'Sobre qué están construidos ELY y SynthAmour Bio',
    intro:
      'Dos equipos comparten una plataforma: un compañero con el que la gente habla todos los días y una división biomédica que aplica la misma IA personal y de largo plazo a las enfermedades crónicas. Esto es lo que hace hoy cada parte, y lo que sigue en el laboratorio.',
    visual: { src: '/images/illustrations/technologies.svg', alt: '' },
  },
  tabListLabel: 'Áreas de tecnología',
  tabs: [
    {
      id: 'ely',
      label: 'Compañero ELY',
      categories: [
        {
          heading: 'Pantalla volumétrica',
          intro:
            'Cómo el Octahedron convierte a ELY en una figura visible desde cualquier punto de la habitación.',
          capabilities: [
            {
              id: 'four-plane-light-field',
              title: 'Campo de luz de cuatro planos',
              summary:
                'Cuatro planos de imagen sincronizados dentro del octaedro forman una imagen con profundidad real, no una proyección plana sobre vidrio.',
              details: [
                'Cada plano se dibuja a 1440 × 1440 píxeles y se actualiza al mismo tiempo que los demás.',
                'La profundidad viene de la distancia física entre los planos: no hacen falta lentes ni seguimiento de la cabeza.',
                'El brillo se adapta a la luz ambiente que mide un sensor en la base del dispositivo.',
              ],
              metric: '1440 × 1440 por plano',
            },
            {
              id: 'all-angle-viewing',
              title: 'Visible desde todos los lados',
              summary:
                'ELY se ve bien y en la orientación correcta desde cualquier lugar alrededor del escritorio.',
              details: [
                'La figura se dibuja para un círculo completo de puntos de vista, no solo para una vista frontal.',
                'Cuando le hablas, ELY gira hacia quien habla, gracias a la dirección de llegada que detecta el arreglo de micrófonos.',
              ],
              metric: 'Vista de 360°',
            },
            {
              id: 'expression-rendering',
              title: 'Expresiones en tiempo real',
              summary:
                'El rostro, la mirada y la postura se animan en vivo a partir de las mismas señales que dan forma a la voz de ELY.',
              details: [
                'El movimiento de los labios se genera a partir de la voz sintetizada, así que la boca acompaña cada sílaba.',
                'Gestos en reposo, como respirar o mirar de reojo, mantienen a ELY presente sin llamar la atención.',
                'La animación corre en el propio Octahedron; no se transmite video desde la nube.',
              ],
            },
          ],
        },
        {
          heading: 'Inteligencia emocional',
          intro: 'Cómo ELY nota cómo estás y responde de una forma que encaja.',
          capabilities: [
            {
              id: 'voice-affect-recognition',
              title: 'Reconocimiento del ánimo en la voz',
              summary:
                'ELY estima el estado de ánimo por el tono, el ritmo y las pausas al hablar, no solo por las palabras.',
              details: [
                'Las características de la prosodia se extraen en el dispositivo, y el audio se descarta después de cada turno.',
                'Las estimaciones son pistas con un nivel de confianza: cuando la señal es débil, ELY pregunta en lugar de suponer.',
                'El modelo se entrenó y probó con voz en inglés y en español, con acentos de México y del resto de América Latina.',
              ],
            },
            {
              id: 'emotion-aware-dialogue',
              title: 'Diálogo atento a las emociones',
              summary:
                'Las respuestas adaptan su extensión, su ritmo y su calidez a la conversación, en lugar de seguir un guion.',
              details: [
                'En cada turno, una política de diálogo elige entre escuchar, reflejar, sugerir o informar.',
                'ELY siempre dice que es una IA, también cuando se le pregunta directamente a mitad de una conversación.',
                'Las conversaciones que sugieren una crisis pasan a un flujo de seguridad que comparte líneas locales de emergencia y apoyo.',
              ],
              metric: '< 300 ms hasta la primera palabra',
            },
            {
              id: 'reviewable-memory',
              title: 'Memoria de largo plazo bajo tu control',
              summary: 'ELY recuerda lo que te importa y te muestra exactamente qué ha guardado.',
              details: [
                'Los recuerdos se guardan como notas breves y legibles que puedes revisar, editar o borrar en la app.',
                'Una sola orden borra toda la memoria, y el borrado se confirma en pantalla.',
                'Nada de lo que le cuentas a ELY se usa para entrenar modelos compartidos, salvo que lo autorices expresamente.',
              ],
            },
          ],
        },
        {
          heading: 'Privacidad desde el diseño',
          intro:
            'Decisiones de hardware y software que hacen confiable un dispositivo dentro de tu casa.',
          capabilities: [
            {
              id: 'on-device-wake-word',
              title: 'Palabra de activación en el dispositivo',
              summary:
                'El Octahedron escucha su palabra de activación de forma local y no envía nada hasta oírla.',
              details: [
                'La detección de la palabra de activación corre en un chip dedicado de bajo consumo dentro de la base.',
                'Una luz en el dispositivo se enciende siempre que se procesa audio más allá de la palabra de activación.',
              ],
            },
            {
              id: 'hardware-privacy-controls',
              title: 'Silencio físico y obturador de privacidad',
              summary:
                'Controles físicos cortan los micrófonos y tapan el sensor, sin depender del software.',
              details: [
                'El interruptor de silencio desconecta eléctricamente el arreglo de micrófonos, en lugar de silenciarlo por firmware.',
                'El obturador de privacidad tapa la ventana del sensor ambiental y pausa la proyección de ELY.',
              ],
            },
            {
              id: 'encrypted-sync',
              title: 'Sincronización cifrada entre dispositivos',
              summary:
                'La memoria y los ajustes pasan entre el Octahedron, el teléfono y la computadora sin poder leerse en tránsito ni en reposo.',
              details: [
                'Los datos se cifran con llaves ligadas a tu cuenta y a tus dispositivos.',
                'Puedes exportar en cualquier momento, en un solo archivo, todo lo que ELY guarda sobre ti.',
                'Si eliminas tu cuenta, tus datos se borran de nuestros servidores en un plazo de 30 días.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'bio',
      label: 'IA biomédica',
      categories: [
        {
          heading: 'Datos clínicos y modelado',
          intro:
            'Modelos que convierten mediciones cotidianas en información útil para el personal clínico.',
          capabilities: [
            {
              id: 'home-measurement-timelines',
              title: 'Líneas de tiempo de mediciones en casa',
              summary:
                'La glucosa, la presión arterial, el peso y los síntomas registrados en casa se ordenan en una sola línea de tiempo por paciente.',
              details: [
                'Las lecturas se capturan a mano o se importan de glucómetros y baumanómetros compatibles.',
                'Los huecos, duplicados y valores inverosímiles se señalan en lugar de corregirse en silencio.',
                'Antes de cada consulta, la línea de tiempo se resume para el médico.',
              ],
            },
            {
              id: 'risk-stratification-research',
              title: 'Estratificación de riesgo (investigación)',
              summary:
                'Modelos de investigación que estiman qué pacientes podrían necesitar un seguimiento más temprano, estudiados bajo la supervisión de un comité de ética.',
              details: [
                'Estos modelos no se usan para diagnosticar ni para decidir tratamientos, y no se muestran a pacientes.',
                'Antes de publicar resultados, cada modelo se valida con datos de sitios que no se usaron para entrenarlo.',
                'El desempeño se reporta por sexo, grupo de edad y región, para hacer visibles las tasas de error desiguales.',
              ],
            },
          ],
        },
        {
          heading: 'Acompañamiento al paciente',
          intro:
            'La misma tecnología conversacional que ELY, adaptada a vivir con una enfermedad crónica.',
          capabilities: [
            {
              id: 'spanish-health-language',
              title: 'Lenguaje de salud claro en español',
              summary:
                'SynthAmour Life explica los planes de tratamiento en un español sencillo y natural para cada región.',
              details: [
                'El contenido lo escribe y revisa personal clínico antes de que el asistente pueda usarlo.',
                'El asistente responde a partir de ese contenido revisado, y lo dice cuando una pregunta queda fuera de él.',
                'El nivel de lectura se mantiene accesible, y los términos médicos se explican la primera vez que aparecen.',
              ],
            },
            {
              id: 'adherence-support',
              title: 'Recordatorios de medicamentos y citas',
              summary:
                'Recordatorios que se ajustan a la rutina del paciente y registran si tomó cada dosis.',
              details: [
                'Los recordatorios llegan por notificación de la app o por WhatsApp, según prefiera el paciente.',
                'Las dosis olvidadas se registran sin juicios y solo se comparten con el equipo de salud con su consentimiento.',
              ],
            },
            {
              id: 'warning-sign-escalation',
              title: 'Atención ante señales de alarma',
              summary:
                'Cuando un síntoma o una lectura coincide con una señal de alarma, se le indica al paciente que busque atención de inmediato.',
              details: [
                'Las reglas de alarma las escribe personal clínico; no las aprende un modelo.',
                'Los mensajes incluyen los números de emergencia del país del paciente y nunca sugieren esperar a ver si los síntomas pasan.',
              ],
            },
          ],
        },
        {
          heading: 'Infraestructura de investigación y gobernanza',
          intro:
            'Las salvaguardas que nos permiten trabajar con datos de salud de forma responsable.',
          capabilities: [
            {
              id: 'de-identification-pipeline',
              title: 'Desidentificación de datos',
              summary:
                'Los identificadores directos se eliminan de los conjuntos de datos de investigación antes de que cualquier investigador pueda verlos.',
              details: [
                'Nombres, datos de contacto, números de documento e identificadores en texto libre se eliminan o se sustituyen por códigos.',
                'Las fechas se desplazan por paciente: los intervalos siguen siendo exactos y las fechas reales quedan ocultas.',
                'Las llaves de reidentificación las resguarda un equipo aparte, con accesos auditados.',
              ],
            },
            {
              id: 'federated-training',
              title: 'Entrenamiento federado (investigación)',
              summary:
                'Probamos formas de entrenar modelos en hospitales aliados sin sacar los expedientes de pacientes de sus instalaciones.',
              details: [
                'De cada hospital solo salen actualizaciones del modelo, nunca registros individuales.',
                'Este trabajo está en etapa de investigación y todavía no se usa en ningún producto.',
              ],
            },
            {
              id: 'bias-audits',
              title: 'Validación externa y auditorías de sesgo',
              summary:
                'Antes de usarse en un estudio, cada modelo se revisa para detectar desempeño desigual entre grupos.',
              details: [
                'Las auditorías comparan tasas de error por sexo, edad, región y, cuando se registra, uso de una lengua indígena.',
                'Los resultados y las limitaciones conocidas se documentan en una ficha del modelo que revisa nuestro comité de ética.',
              ],
            },
          ],
        },
      ],
    },
  ],
};
