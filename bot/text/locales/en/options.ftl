# A slash command whose options do not fit its declaration (bot/cogs/options.py): what the player reads.

option-no-such-command = I have no such command; nothing was recorded.
option-no-command = I have no command{ $named ->
    [no] {" "}like that
   *[yes] {" "}/{ $name }
} (your Discord app may show an old list: reload it); nothing was recorded.
option-needs-subcommand = /{ $group } needs one of its commands: { $commands }; nothing was recorded.
option-unreadable = I could not read that command; nothing was recorded.
option-takes-none = /{ $command } takes no options; nothing was recorded.
option-unknown = /{ $command } has { $named ->
    [no] no such option
   *[yes] no option { $option }
}: { $count ->
    [one] its only option is { $options }
   *[other] its options are { $options }
}; nothing was recorded.
option-twice = The option { $option } is given twice; nothing was recorded.
option-does-not-fit = The option { $option } takes { $takes }; nothing was recorded.
option-required = The option { $option } is required: it takes { $takes }; nothing was recorded.
option-takes-one-of = one of: { $choices }
option-takes-number = { $what ->
    [integer] a whole number
   *[number] a number
}{ $bounds ->
    [both] {" "}from { $low } to { $high }
    [low] {" "}of at least { $low }
    [high] {" "}of at most { $high }
   *[none] {""}
}
option-takes-text = { $form ->
    [exactly] text of { $low } characters
    [between] text of { $low } to { $high } characters
   *[at-most] text of at most { $high } characters
}
option-takes-kind = { $kind ->
    [boolean] True or False
    [user] a user
    [channel] a channel
    [role] a role
    [mentionable] a user or a role
    [attachment] a file
   *[value] a value
}
