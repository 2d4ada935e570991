"""Network play in the app: the Host and Join dialogs (:mod:`.dialogs`), the hosted
content of a network game (:mod:`.session`) and its seat bar (:mod:`.seat_bar`)."""
