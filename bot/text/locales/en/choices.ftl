# The names of the fixed choices the autocompletes offer (bot/text/choices.py): locations, weapons, sides, what
# Intelligence looks at, the intervention forces, the offices. Every message here exists in every locale's folder.

pick-location-home = Home
pick-location-hq = Headquarters
pick-location-bank = The Bank
pick-location-club = The Club
pick-location-mistress = The Mistress
pick-location-exile = Exile (abroad, safe from assassins)

pick-weapon-airstrike = Airstrike (the Air Force's)
pick-weapon-gunboat = Gunboat (the Navy's)
pick-weapon-intervention-airstrike = Intervention Air Strike

pick-side-junta = Pro-Junta (the Rebels)
pick-side-president = Pro-President
pick-concede-president = The President wins
pick-concede-junta = The Rebels (the Junta) win

pick-intelligence-hand = Their hand
pick-intelligence-cash = Their cash
pick-intelligence-draw = The bills the President drew this turn

pick-force-airstrikes = Air Strikes
pick-force-helicopter = Helicopter
pick-force-paratroopers = Paratroopers
pick-force-commandos = Commandos

pick-office-president = President
pick-office-minister = Minister of Internal Security
pick-office-general-1 = Generalissimo of the 1st Army Brigade
pick-office-general-2 = Generalissimo of the 2nd Army Brigade
pick-office-general-3 = Generalissimo of the 3rd Army Brigade
pick-office-admiral = Admiral of the Navy
pick-office-air-force = Air Force Commander
pick-office-minister-of-war = Minister of War
pick-office-foreign-minister = Foreign Minister
pick-office-farm-labor = Farm & Labor Secretary
pick-office-nobody = Nobody
pick-brother-in-law = Brother-in-Law
