# Жүріс таңдағыш: алдымен алаңның бөлігін, содан кейін нүктені түртіңіз.
button-pick = Жүріс
picker-back = ⬅ Бөліктер
button-sector = Бөлік
button-move = Осы жерге жүру
game-picker-sectors = { $game } ойын: жүріс жасайтын алаң бөлігін таңдаңыз.
game-picker-points = { $game } ойын: { $sector } бөлігінен нүкте таңдаңыз.
error-position-changed = { $game } ойындағы позиция өзгерді: жүріс таңдағышты қайта ашыңыз.
error-button-not-yours = Бұл түйме сізге арналмаған ({ $game } ойын).
