// The marketing site's words in Spanish (issue 34, ADR 0198), written for Hispanic trade contractors in the US: "tú",
// as the English speaks to one contractor; "avance" and "cobro por etapas" for progress billing; the trade's own
// loanwords (rough-in, HVAC) where crews say them in English. Plan names are product names and stay as checkout
// shows them. Lines marked "review:" wait for a native reader.
import type { MarketingCatalogue } from "./catalogue";

export const es = {
  skipToContent: "Ir al contenido",
  navMain: "Principal",
  navHome: "Inicio",
  navFeatures: "Funciones",
  navPricing: "Precios",
  navHowItWorks: "Cómo funciona",
  navFaq: "Preguntas",
  navBlog: "Blog",
  navSupport: "Soporte",
  dashboard: "Panel",
  logIn: "Iniciar sesión",
  getStartedFree: "Empieza gratis",
  goToDashboard: "Ir al panel",
  menu: "Menú",
  footerAbout:
    "Cobro por etapas para electricistas, plomeros y contratistas de HVAC. Cobra cada etapa desde tu celular, consigue la firma y recibe tu pago.",
  footerExplore: "Explorar",
  updatesTitle: "Novedades del producto",
  updatesText: "Un correo corto al mes: funciones nuevas y consejos para cobrar más rápido.",
  updatesFailed: "No pudimos suscribirte en este momento. Inténtalo de nuevo.",
  updatesThanks: "Ya estás en la lista. Espera nuestra próxima novedad.",
  updatesInvalid: "Escribe un correo electrónico válido",
  emailAddress: "Correo electrónico",
  emailPlaceholder: "tu@empresa.com",
  subscribe: "Suscribirme",
  legal:
    "© {year} PayStage. PayStage no procesa pagos: tus clientes te pagan directamente por el servicio de pago que tú elijas.",
  ogImageAlt: "PayStage: cobro por etapas para contratistas",
  languageLabel: "Idioma",
  otherLanguage: "English",
  trialNote: "Prueba gratis de {days} días del Professional Package. Sin tarjeta de crédito.",

  homeTitle: "PayStage: cobro por etapas para electricistas, plomeros y contratistas de HVAC",
  homeDescription:
    "Cobra cada etapa de la obra desde tu celular, con fotos. Tus clientes aprueban con su firma en la pantalla y PayStage envía los recordatorios hasta que te paguen.",
  heroEyebrow: "Cobro por etapas para los oficios",
  heroTitle: "Cobra cada etapa desde tu celular. Recibe tu pago en días, no en meses.",
  heroLead:
    "PayStage convierte cada etapa terminada de una obra en un cobro con fotos. Tu cliente firma en su celular y PayStage le da seguimiento hasta que el dinero esté en tu cuenta.",
  seeHowItWorks: "Mira cómo funciona",
  phoneProgress: "Avance #{number}",
  phoneApproved: "Aprobado",
  phoneJob: "Cambio de panel, 18 Oak Lane",
  phoneAmount: "Monto",
  phoneCompletion: "Avance de obra",
  phoneSignature: "Firma del cliente",
  calcEyebrow: "Calculadora del costo de cobrar tarde",
  calcTitle: "Lo que te cuesta esperar tu pago",
  calcLead:
    "Escribe cuánto facturas al mes y cuánto tardan tus clientes en pagarte. Los números cambian mientras escribes.",
  calcInputsTitle: "Tus números",
  calcBillings: "Facturación mensual",
  calcBillingsHint: "Lo que facturas en un mes normal, en dólares.",
  calcDays: "Días para cobrar",
  calcDaysHint: "Desde que envías el cobro hasta que el dinero llega a tu cuenta.",
  calculate: "Calcular",
  calcResultsTitle: "Lo que te cuesta",
  tiedUpCash: "Dinero detenido en cobros sin pagar",
  calcInterest: "Interés anual sobre ese dinero al {rate}%",
  calcHours: "Horas al año persiguiendo pagos",
  calcWin: "Dinero que podrías liberar con aprobaciones más rápidas",
  // review: the formula line; "÷" and "×" as in the English.
  calcFormula:
    "El dinero detenido es la facturación mensual × 12 × días ÷ 365. El interés es el {rate}% anual sobre ese dinero. Perseguir pagos toma unas {hours} horas al año por cada {billings} facturados al mes. El dinero que podrías liberar es el {share}% del dinero detenido.",
  featuresEyebrow: "Lo que hace PayStage",
  featuresTitle: "Del trabajo terminado al dinero en el banco",
  featuresLead: "Todo lo que pasa entre la última foto y el pago, desde el celular que traes en la bolsa.",
  featurePhotosTitle: "Fotos que aclaran cualquier duda",
  // review: "rough-in" kept as the trades say it in the US.
  featurePhotosText:
    "Cada cobro lleva las fotos que tomaste en la obra, con su descripción. El cliente ve el rough-in terminado antes de que le pidas que lo pague.",
  featureSignTitle: "Aprobado con una firma, no con una llamada",
  featureSignText:
    "Tu cliente abre el enlace del mensaje de texto o del correo, revisa el monto y las fotos, y firma en su celular. Sin cuenta, sin app, sin impresora.",
  featureRemindTitle: "Recordatorios que salen solos",
  featureRemindText:
    "Recordatorios por correo y SMS antes y después de la fecha de pago, cuando tú decidas y a nombre de tu empresa. Se detienen en cuanto se paga el cobro.",
  featurePayTitle: "Cobra como tu cliente prefiera pagar",
  featurePayText:
    "Enlaces de PayPal, Venmo y Cash App con el monto ya puesto, o instrucciones para transferencia bancaria y Zelle. El dinero llega directo a ti.",
  seeAllFeatures: "Ver todas las funciones",
  tradesEyebrow: "Hecho para tu oficio",
  tradesTitle: "Etapas que siguen tu forma de trabajar",
  tradeElectricalTitle: "Electricidad",
  // review: "trim-out" (acabado) and "rough-in" as US crews say them.
  tradeElectricalText:
    "Cobra el rough-in, la inspección y el acabado (trim-out) como etapas separadas, cada una con fotos del panel y los circuitos.",
  tradePlumbingTitle: "Plomería",
  tradePlumbingText:
    "Muestra la prueba de presión antes de cerrar las paredes y consigue la firma del rough-in mientras tu equipo sigue en la obra.",
  tradeHvacTitle: "HVAC",
  tradeHvacText:
    "Cobra por separado la entrega del equipo y la puesta en marcha, para que un cambio de equipo de $15,000 no se quede dos meses sin cobrar.",
  homeCtaTitle: "Envía tu próximo cobro desde la camioneta",
  homeCtaText: "Empezar toma unos diez minutos: agrega un cliente, crea el proyecto, toma las fotos y envía.",
  howItWorks: "Cómo funciona",

  pricingTitle: "Precios",
  pricingDescription:
    "Planes de PayStage desde {price} al mes con pago anual. Prueba gratis de {trialDays} días sin tarjeta de crédito, garantía de devolución de {moneyBackDays} días y sin contrato.",
  pricingEyebrow: "Precios",
  pricingHeroTitle: "Un plan para cada tamaño de negocio",
  pricingLead:
    "Todos los planes incluyen cobros con fotos, firma electrónica del cliente, recordatorios automáticos y enlaces de pago. Empieza con una prueba gratis de {days} días del Professional Package, sin tarjeta de crédito.",
  plansTitle: "Planes",
  billingPeriod: "Periodo de pago",
  monthly: "Mensual",
  yearly: "Anual",
  saveUpTo: "Ahorra hasta {percent}%",
  mostPopular: "El más popular",
  perMonth: " / mes",
  billedMonthly: "Pago mensual. Cancela cuando quieras.",
  billedYearly: "Pago anual de {price}. Ahorra {percent}%.",
  customPrice: "A la medida",
  customPriceNote: "Precio según el tamaño de tu equipo y la cantidad de obras que manejas.",
  contactSales: "Hablar con ventas",
  enterpriseSubject: "Plan Enterprise",
  planSubscribe: "Suscribirme",
  planSubscribeTo: " a {plan}",
  planGetStarted: "Empezar",
  planGetStartedWith: " con {plan}",
  trialPerk: "Prueba gratis de {days} días con todo el Professional Package. Sin tarjeta de crédito.",
  guaranteePerk: "Garantía de devolución de {days} días en todos los planes.",
  noContractPerk: "Sin contrato. {timing}",
  planChangeTiming:
    "Si subes de plan, el cambio es inmediato y se cobra la diferencia proporcional; si bajas de plan, el cambio aplica en el siguiente ciclo de pago.",
  pricesIn: "Precios en {currency}, sin impuestos.",
  roiEyebrow: "Retorno de la inversión",
  roiTitle: "¿Se paga solo?",
  roiLead:
    "Piensa en un negocio que factura {billings} al mes, que hoy cobra en {before} días y pasa a cobrar en {after}.",
  roiCaption: "Dinero detenido y costo en intereses, cobrando en {before} días frente a {after} días",
  roiFigure: "Concepto",
  roiPaidIn: "Cobrando en {days} días",
  roiInterest: "Interés anual al {rate}",
  roiGain: "Lo que ganas",
  roiGainText: "{capital} de vuelta en tu cuenta y {interest} al año en intereses",
  roiCost:
    "El Professional Package cuesta {cost} al año con pago anual. El interés que te ahorras es de {interest} al año, sin contar las {hours} horas al año que un negocio de este tamaño pasa persiguiendo pagos.",
  roiTry: "Prueba la calculadora con tus propios números",
  plansQuestionsTitle: "¿Preguntas sobre los planes?",
  plansQuestionsLead:
    "Aquí respondemos sobre la prueba gratis, los cambios de plan, los reembolsos y qué cuenta como proyecto activo.",
  plansFaq: "Preguntas sobre pagos y planes",
  askUs: "Pregúntanos",
  plansQuestionSubject: "Pregunta sobre los planes",

  faqTitle: "Preguntas frecuentes",
  faqDescription:
    "Respuestas sobre cómo empezar con PayStage, el cobro por etapas, la aprobación de tus clientes, los recordatorios, los pagos, los planes, la prueba gratis y los reembolsos.",
  faqEyebrow: "Preguntas frecuentes",
  faqHeroTitle: "Preguntas frecuentes",
  faqLead: "Respuestas claras sobre cobros, aprobaciones, pagos y planes.",
  faqSections: "Secciones de preguntas",
  stillQuestion: "¿Todavía tienes una pregunta?",
  // review: support answers in English today; the hours are Eastern time as in the English.
  stillQuestionText:
    "Una persona te responde en menos de 2 horas, de lunes a viernes, de 8 a. m. a 6 p. m. (hora del Este).",
  contactSupport: "Contactar a soporte",
} as const satisfies MarketingCatalogue;
