import type { SameArguments, Translation } from "../catalogue";
import type { profileMore as en } from "../en/profile-more";

export const profileMore = {
  integrations: "Integraciones",
  providerSilent: "El proveedor no respondió. Inténtelo de nuevo.",
  connected: "Conectado. Elija una vez a qué se registran las facturas.",
  denied: "Se canceló la conexión.",
  reconnect: "La conexión venció. Conéctese de nuevo para seguir sincronizando.",
  settingsSaved: "Guardado. Los cobros aprobados ya se sincronizan.",
  disconnected: "Desconectado. Los cobros y pagos nuevos ya no se sincronizan.",
  chooseTenant: "Xero dio acceso a más de una organización. Elija la contabilidad de esta empresa.",
  tenantChosen: "Organización elegida. Elija una vez a qué se registran las facturas.",
  taxCodeHint: "Las líneas de cada tasa llegan a su contabilidad con el código de impuesto que elija para ella.",
  disconnectQuestion: "¿Desconectar {provider}?",
  disconnectExplained:
    "Los cobros y pagos aprobados dejarán de sincronizarse con {provider}. Las facturas que ya están allí se quedan.",
  useOrganisation: "Usar esta organización",
  loadingAccounts: "Cargando cuentas…",
  qbIncome: "Producto o servicio en cada factura",
  income: "Cuenta de ingresos",
  choose: "Elija…",
  taxCodes: "Códigos de impuesto",
  depositTo: "Los pagos se depositan en",
  // review: QuickBooks' own Spanish name for the account.
  undeposited: "Fondos no depositados",
  save: "Guardar",
  notConnected: "No conectado: {reason}",
  connectedTo: "Conectado a ",
  connectedRest:
    "{tenant}. Los cobros aprobados se vuelven facturas allí, y un pago registrado allí marca el cobro como pagado aquí.",
  connectAgain: "Conectar {provider} de nuevo",
  openLocal: "Abrir {provider} local",
  disconnectProvider: "Desconectar {provider}",
  disconnect: "Desconectar",
  disconnecting: "Desconectando...",
  connectIntro:
    "Conecte su programa de contabilidad: los cobros aprobados se vuelven facturas allí, y los pagos registrados allí marcan los cobros como pagados aquí y detienen sus recordatorios.",
  connect: "Conectar {provider}",
  ownerOnly: "Solo el dueño de la empresa puede conectar uno.",
  peppol: "Facturas electrónicas por Peppol",
  peppolBelgium:
    "Las empresas belgas deben recibir sus facturas por Peppol. Cuando su empresa esté registrada como remitente Peppol, PayStage envía por Peppol cada factura a un cliente empresarial belga, y el cobro muestra si llegó.",
  peppolOther:
    "Cuando su empresa esté registrada como remitente Peppol, PayStage también envía por Peppol cada factura a un cliente empresarial que tenga identificador Peppol, y el cobro muestra si llegó.",
  peppolRegistered: "Registrada como remitente Peppol",
  peppolNotConfigured: "No hay un punto de acceso Peppol configurado (defina BILLIT_API_KEY y BILLIT_WEBHOOK_SECRET).",
  peppolFailed: "No se pudo registrar en Peppol",
  peppolRegister: "Registrarse como remitente Peppol",
  preparing: "Preparando sus datos",
  preparingNote: "Le avisaremos aquí cuando la descarga esté lista. El enlace sirve durante 24 horas.",
  exportFailed: "No se pudo iniciar la exportación",
  yourData: "Sus datos",
  dataIntro:
    "Descargue todo lo de su cuenta en un solo archivo ZIP: clientes, proyectos, cada cobro de avance con su prueba de aprobación, los PDF de las facturas, fotos y firmas, recordatorios y los mensajes enviados en su nombre.",
  downloadData: "Descargar mis datos",
  prepare: "Prepararlo y avisarme",
  largeAccount: "¿Cuenta grande? Pida que se prepare en segundo plano; una notificación le trae el enlace.",
  copyFailed: "No se pudo copiar",
  copyFailedNote: "Su navegador bloqueó el portapapeles. Seleccione el texto para copiarlo.",
  copied: "Copiado",
  demoCreated: "Cuentas de prueba creadas",
  demoFailed: "No se pudieron crear las cuentas de prueba",
  demoReady:
    "{count, plural, one {# contratista de demostración está listo} other {# contratistas de demostración están listos}}. Copie sus contraseñas ahora: solo se muestran una vez.",
  demoTitle: "Cuentas de demostración",
  demoIntro:
    "Cree contratistas listos para mostrar, con clientes, proyectos, avances en cada estado, plantillas y una reunión. Sus mensajes solo van a direcciones de ejemplo reservadas.",
  creating: "Creando...",
  createDemo: "Crear cuentas de demostración",
  shownOnce: "Se muestran una sola vez. Cópielas ahora.",
  copyAll: "Copiar todas las cuentas de demostración",
  demoList: "Cuentas de demostración",
  username: "Usuario",
  password: "Contraseña",
  copyOne: "Copiar {username}",
  deleteTitle: "Borrar la cuenta de la empresa",
  deleteErased:
    "Cuando el dueño borra la cuenta de la empresa (Perfil, Borrar la cuenta de la empresa), borramos el acceso de todos, los nombres, correos, teléfonos y direcciones de sus clientes, las firmas, fotos, grabaciones, notas de juntas, recordatorios y mensajes, cancelamos su suscripción y desconectamos QuickBooks o Xero.",
  deleteKept:
    "La ley fiscal le obliga a conservar sus facturas, así que solo guardamos lo que prueba cada factura que emitió: su número, fecha, importes y líneas de impuesto, sus datos y los de su cliente tal como los imprimió la factura, y el registro de la aprobación del cliente. Se quedan en la misma región que su cuenta (la UE para las empresas europeas) y se borran cuando termina el plazo de su país. Donde la ley cuenta desde el fin de su año fiscal, de su declaración o del pago de la factura, que puede caer en el año siguiente, contamos desde el fin de ese año siguiente:",
  deleteYearsIssueYear: "{years} años desde el fin del año de la factura: {countries}.",
  deleteYearsNextYear: "{years} años desde el fin del año siguiente al de la factura: {countries}.",
  cannotUndo: "Esto no se puede deshacer. Si quiere una copia, descargue sus datos antes.",
  typeToConfirm: "Escriba {word} para confirmar",
  companyDeleted: "Se borró la cuenta de su empresa.",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof profileMore> = true;
